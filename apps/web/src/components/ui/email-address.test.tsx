import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address.tsx';

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before each dot, the address read whole', () => {
    render(
      <a href="mailto:lawstudentssocietyunilawrin@gmail.com">
        <EmailAddress address="lawstudentssocietyunilawrin@gmail.com" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'lawstudentssocietyunilawrin@gmail.com' });
    const pieces = [...link.querySelectorAll('span')].map((span) => span.textContent);
    expect(pieces).toEqual(['lawstudentssocietyunilawrin@', 'gmail', '.com']);
    expect(link.querySelectorAll('wbr')).toHaveLength(2);
  });

  it('also offers breaks before the dots of the name, and shows an address without @ as it is', () => {
    const { container } = render(<EmailAddress address="ada.obi@law.example.org" />);
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      'ada',
      '.obi@',
      'law',
      '.example',
      '.org',
    ]);
    expect(render(<EmailAddress address="not-an-address" />).container.textContent).toBe('not-an-address');
  });
});
