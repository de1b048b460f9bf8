import type { Episode } from '@lss/shared/podcast';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EpisodeLibrary } from './episode-library.tsx';

function episode(title: string, guestName: string | null, episodeDate: string): Episode {
  return {
    _id: title,
    title,
    description: `About ${title}`,
    guestName,
    episodeDate,
    xSpaceUrl: `https://x.com/i/spaces/${encodeURIComponent(title)}`,
    status: 'Archived',
    createdAt: episodeDate,
    updatedAt: episodeDate,
  };
}

const archive = [
  episode('Moot Court Confidential', 'Justice Bello', '2026-03-09T10:00:00Z'),
  episode('Torts and Tea', 'Barr. Kemi Ade', '2026-02-01T18:00:00Z'),
  episode('Exam Season Survival', null, '2026-01-15T18:00:00Z'),
];

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('EpisodeLibrary', () => {
  it('shows each archived episode with its short date, guest and recording link', () => {
    render(<EpisodeLibrary episodes={archive} />);
    const card = screen.getByRole('heading', { name: 'Moot Court Confidential' }).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Mar 9, 2026')).toBeInTheDocument();
    expect(within(card).getByText('w/ Justice Bello')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /Listen to Recording/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('filters by title or guest, ignoring case', async () => {
    const user = userEvent.setup();
    render(<EpisodeLibrary episodes={archive} />);
    const search = screen.getByPlaceholderText('Search by title or guest...');

    await user.type(search, 'TORTS');
    expect(titles()).toEqual(['Torts and Tea']);

    await user.clear(search);
    await user.type(search, 'bello');
    expect(titles()).toEqual(['Moot Court Confidential']);

    await user.clear(search);
    expect(titles()).toHaveLength(3);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<EpisodeLibrary episodes={archive} />);
    await user.type(screen.getByLabelText('Search episodes'), 'admiralty');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No episodes found matching your search.')).toBeInTheDocument();
  });
});
