import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/buttons.tsx';

/**
 * A link to pass on by hand: its text, selected, and a Copy button. Focus moves to it when it
 * appears, so a screen reader reads the link with the note above it.
 */
export function CopyableLink({ label, url, children }: { label: string; url: string; children: ReactNode }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link takes the focus again
  useEffect(() => {
    input.current?.focus();
    setCopied(false);
  }, [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it to copy by hand.
      input.current?.select();
    }
  }

  return (
    <div className="rounded-sm border border-gold bg-parchment/60 p-4">
      <p id={`${id}-note`} className="text-navy">
        {children}
      </p>
      <label htmlFor={id} className="field-label mt-3">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-note`}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input min-w-0 flex-1 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Link copied to the clipboard.' : ''}
      </span>
    </div>
  );
}
