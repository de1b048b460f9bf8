import type { Episode } from '@lss/shared/podcast';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpcomingEpisode } from './upcoming-episode.island.tsx';

const START = Date.parse('2026-05-01T12:00:00Z');

function episodeAt(episodeDate: string, guestName: string | null = 'Prof. Ada Obi'): Episode {
  return {
    _id: 'e1',
    title: 'Constitutional Law After Dark',
    description: 'A live conversation.',
    guestName,
    episodeDate,
    xSpaceUrl: 'https://x.com/i/spaces/abc',
    status: 'Upcoming',
    createdAt: '2026-04-01T00:00:00Z',
    updatedAt: '2026-04-01T00:00:00Z',
  };
}

const unit = (name: string) => document.querySelector(`[data-unit="${name}"]`)?.textContent;

describe('UpcomingEpisode countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows days, hours, mins and secs as two digits and ticks every second', () => {
    // 1 day, 2 hours, 3 minutes and 5 seconds ahead.
    const target = new Date(START + ((26 * 60 + 3) * 60 + 5) * 1000).toISOString();
    render(<UpcomingEpisode episode={episodeAt(target)} initialNow={START} />);

    expect([unit('days'), unit('hours'), unit('mins'), unit('secs')]).toEqual(['01', '02', '03', '05']);
    expect(screen.getByText('days')).toBeInTheDocument();
    expect(screen.getByText('Next Episode: Law & Vibes')).toBeInTheDocument();
    expect(screen.getByText('Featuring: Prof. Ada Obi')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(unit('secs')).toBe('04');
    act(() => vi.advanceTimersByTime(5000));
    expect([unit('mins'), unit('secs')]).toEqual(['02', '59']);
  });

  it('offers a reminder, then switches to Live Now! and Join Live Space when the time comes', () => {
    const target = new Date(START + 3000).toISOString();
    render(<UpcomingEpisode episode={episodeAt(target, null)} initialNow={START} />);

    expect(screen.getByText('Join the conversation on X Spaces')).toBeInTheDocument();
    const reminder = screen.getByRole('link', { name: /Set a Reminder/ });
    expect(reminder).toHaveAttribute('href', 'https://x.com/i/spaces/abc');
    expect(reminder).toHaveAttribute('target', '_blank');
    expect(reminder).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Live Now!')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    expect(unit('secs')).toBe('01');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Live Now!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join Live Space/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /Set a Reminder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('renders from the time the data was loaded, so the server HTML and the hydrating render agree', () => {
    const target = new Date(START + 60_000).toISOString();
    // The renderer's clock is 10 s past the loader's; the markup must not depend on it.
    vi.setSystemTime(START + 10_000);
    const html = renderToString(<UpcomingEpisode episode={episodeAt(target)} initialNow={START} />);
    expect(html).toMatch(/data-unit="mins"[^>]*>01</);
    expect(html).toMatch(/data-unit="secs"[^>]*>00</);
  });
});
