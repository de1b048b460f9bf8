/** Controls whose value is not the visitor's words or choice. */
const NOT_INPUT = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets `field` to `now` so that React notices: React remembers the value it last saw when the
 * property is set on the element itself, and an event finds a change against that. So the value
 * React rendered is set that way, then the visitor's through the prototype's setter, unseen, then
 * the event React listens to for this control is raised.
 */
function tell(control: Field, field: 'value' | 'checked', now: string | boolean, rendered: string | boolean) {
  const { selectionStart, selectionEnd } = control;
  Object.assign(control, { [field]: rendered });
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), field)?.set?.call(control, now);
  if (field === 'value' && selectionStart !== null && selectionEnd !== null)
    control.setSelectionRange(selectionStart, selectionEnd);
  // React reads a checkbox's or radio's change from 'click' (a plain Event does not toggle it).
  control.dispatchEvent(new Event(field === 'checked' ? 'click' : 'input', { bubbles: true }));
}

/** What the visitor changed in one control, said to React once every change has been read. */
function changeOf(control: Element): (() => void) | null {
  if (control instanceof HTMLSelectElement) {
    const chosen = [...control.options].map((option) => option.selected);
    if (chosen.every((selected, index) => selected === control.options[index]?.defaultSelected)) return null;
    return () => {
      chosen.forEach((selected, index) => {
        const option = control.options[index];
        if (option) option.selected = selected;
      });
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
    const { checked } = control;
    // Of a radio group, the one now chosen says it (the others were unchosen by it).
    if (checked === control.defaultChecked || (control.type === 'radio' && !checked)) return null;
    return () => tell(control, 'checked', checked, !checked);
  }
  if (!(control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement)) return null;
  const { value, defaultValue } = control;
  if (NOT_INPUT.has(control.type) || value === defaultValue) return null;
  return () => tell(control, 'value', value, defaultValue);
}

/**
 * What the visitor typed or chose in an island before it was hydrated (it loads on use, or its
 * script was still on its way): the page kept it, but React hydrated with the values it rendered,
 * and would put those back in every field it holds at its next render. Each control of `root` that
 * differs from what was rendered (its default) is announced to React as if it had just been
 * changed, so the island's state holds it and nothing is lost. Every change is read first: each
 * announcement renders the island again.
 */
export function replayEarlierInput(root: ParentNode): void {
  const changes = [...root.querySelectorAll('input, textarea, select')].map(changeOf);
  for (const change of changes) change?.();
}
