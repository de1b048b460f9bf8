import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import './react-only-props.ts';

describe('React-only props under Preact', () => {
  it('are left out of the HTML while real attributes stay', () => {
    const html = renderToString(
      <section aria-label="Notifications" tabIndex={-1} suppressHydrationWarning>
        <div contentEditable suppressContentEditableWarning>
          Draft
        </div>
      </section>,
    );
    expect(html).toBe(
      '<section aria-label="Notifications" tabindex="-1"><div contenteditable>Draft</div></section>',
    );
  });
});
