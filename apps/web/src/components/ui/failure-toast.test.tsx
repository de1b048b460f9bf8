import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { FailureToast } from './failure-toast.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

describe('FailureToast', () => {
  it('renders nothing, and loads no island, when the read succeeded', () => {
    const { container } = render(<FailureToast failed={false} message="Could not load the events." />);
    expect(container).toBeEmptyDOMElement();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('raises the failure toast once from an island when the read failed', () => {
    const { container } = render(<FailureToast failed message="Could not load the events." />);
    const island = container.querySelector<HTMLElement>('[data-island]');
    expect(island?.dataset.island).toBe('src/components/ui/failure-toast.island.tsx');
    expect(JSON.parse(island?.dataset.props ?? '')).toEqual({ message: 'Could not load the events.' });
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Could not load the events.', {
      id: 'Could not load the events.',
    });
  });
});
