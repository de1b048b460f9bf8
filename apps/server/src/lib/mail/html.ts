/**
 * HTML for e-mail bodies, escaped by construction: every value put into an `html` template is
 * escaped unless it is itself `html` (or a list of them). A visitor's words can never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function part(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(part).join('');
  return escapeHtml(String(value ?? ''));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + part(values[index - 1]) + text));
}

/** Plain text as paragraphs (blank-line separated), its single line breaks kept. */
export function paragraphs(text: string, style = ''): SafeHtml[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        html`<p style="${style || 'margin:0 0 16px'}">${paragraph
          .split(/\r?\n/)
          .map((line, index) => (index ? [html`<br>`, line] : line))}</p>`,
    );
}
