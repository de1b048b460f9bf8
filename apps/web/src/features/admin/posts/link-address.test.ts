import { editorMessages } from '@lss/shared/post-messages';
import { describe, expect, it } from 'vitest';
import { readLinkAddress } from './link-address.ts';

const refused = { error: editorMessages.linkNotAllowed };

describe('readLinkAddress', () => {
  it('takes web pages, e-mail addresses and pages of this site', () => {
    expect(readLinkAddress(' https://lss.example.org/about ')).toEqual({
      href: 'https://lss.example.org/about',
    });
    expect(readLinkAddress('mailto:ada@example.org')).toEqual({ href: 'mailto:ada@example.org' });
    expect(readLinkAddress('/news/moot-finals')).toEqual({ href: '/news/moot-finals' });
    expect(readLinkAddress('#section-2')).toEqual({ href: '#section-2' });
    expect(readLinkAddress('x.com/unilawrin_')).toEqual({ href: 'https://x.com/unilawrin_' });
    expect(readLinkAddress('example.org:8080/a')).toEqual({ href: 'https://example.org:8080/a' });
  });

  it('reads an empty field (or the bare https:// it starts with) as "no link"', () => {
    expect(readLinkAddress('')).toEqual({ remove: true });
    expect(readLinkAddress('   ')).toEqual({ remove: true });
    expect(readLinkAddress('https://')).toEqual({ remove: true });
  });

  it('refuses script and data links however they are spelt, and what is not an address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'not a link',
      'localhost:3000',
    ]) {
      expect(readLinkAddress(bad), bad).toEqual(refused);
    }
  });
});
