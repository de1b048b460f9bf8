import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PostPreview } from './post-preview.tsx';

function EditorFoot() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Preview
      </button>
      {open ? (
        <PostPreview
          post={{
            title: 'Welcome to the New Session',
            coverImageUrl: '',
            contentBody: '<p>The society welcomes <strong>every</strong> student.</p>',
            status: 'draft',
            authorName: 'Ada Admin',
            date: '2026-10-01T02:00:00.000Z',
          }}
          timeZone="America/New_York"
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

describe('post preview', () => {
  it('shows the public article (heading, author, body) and closes on Escape, focus back on Preview', async () => {
    render(<EditorFoot />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('dialog', { name: /Preview/ });
    const article = within(preview).getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the New Session',
    );
    expect(within(article).getByText('Publication')).toBeInTheDocument();
    expect(article).toHaveTextContent('By Ada Admin');
    // On the society's clock, as the public page will print it (02:00 UTC is still 30 September there).
    expect(within(article).getByText(/September 30, 2026|30 September 2026/)).toBeInTheDocument();
    expect(within(article).getByText('every').tagName).toBe('STRONG');
    expect(within(preview).getByRole('button', { name: 'Close preview' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
  });
});
