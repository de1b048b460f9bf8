import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactInput, markReadInput } from './contact.ts';
import { eventInput } from './events.ts';
import { executiveInput } from './executives.ts';
import {
  booleanField,
  type DateTimeValue,
  dateTime,
  emailField,
  integerField,
  mediaUrl,
  optionalText,
  requiredText,
  toInstant,
  webUrl,
} from './fields.ts';
import { episodeInput } from './podcast.ts';
import { postInput } from './posts.ts';
import { siteSettingsInput } from './settings.ts';
import { messagesTestHelpers } from './test-helpers.ts';

const { fieldErrors } = messagesTestHelpers;
const field = <T extends z.ZodType>(schema: T) => z.object({ value: schema });
const errorOf = (schema: z.ZodType, value: unknown) => fieldErrors(field(schema), { value }).value;

describe('dateTime', () => {
  const parse = (value: string) => dateTime('Date & Time').parse(value);

  it('takes any ISO form with a zone, with or without seconds, and gives UTC with milliseconds', () => {
    expect(parse('2026-12-20T18:00Z')).toBe('2026-12-20T18:00:00.000Z');
    expect(parse('2026-12-20T18:00:30Z')).toBe('2026-12-20T18:00:30.000Z');
    expect(parse('2026-12-20T18:00:30.1234Z')).toBe('2026-12-20T18:00:30.123Z');
    expect(parse('2026-12-20T18:00+01:00')).toBe('2026-12-20T17:00:00.000Z');
    expect(parse('2026-12-20T18:00:00-0530')).toBe('2026-12-20T23:30:00.000Z');
    expect(parse('2026-12-20T18:00+01')).toBe('2026-12-20T17:00:00.000Z');
    expect(parse(' 2026-12-20 18:00:00z ')).toBe('2026-12-20T18:00:00.000Z');
  });

  it('keeps a zone-less local time for the site time zone to settle', () => {
    const local = parse('2026-12-03T20:32');
    expect(local).toBe('2026-12-03T20:32:00.000');
    expect(parse('2026-12-03T20:32:15')).toBe('2026-12-03T20:32:15.000');
    expect(toInstant(local, 'Africa/Lagos').toISOString()).toBe('2026-12-03T19:32:00.000Z');
    expect(toInstant(parse('2026-07-03T20:32'), 'Europe/London').toISOString()).toBe(
      '2026-07-03T19:32:00.000Z',
    );
    expect(toInstant(parse('2026-12-03T20:32'), 'Europe/London').toISOString()).toBe(
      '2026-12-03T20:32:00.000Z',
    );
  });

  it('reads an instant the same in every zone', () => {
    const value = parse('2026-12-03T20:32+01:00');
    expect(toInstant(value, 'America/New_York').toISOString()).toBe('2026-12-03T19:32:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of [
      '2026-02-31T10:00',
      '2026-13-01T10:00',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      '2026-12-01',
      '20:32',
      'tomorrow',
      '2026-12-01T10:00+25:00',
      '2026-12-01T10:00Z\r\n',
    ])
      expect(errorOf(dateTime('Date & Time'), value), value).toMatch(/^Date & Time must be/);
    expect(errorOf(dateTime('Date & Time'), '')).toBe('Date & Time is required.');
    expect(errorOf(dateTime('Date & Time'), 1733000000000)).toBe('Date & Time is required.');
  });

  it('accepts 29 February in leap years only', () => {
    expect(parse('2028-02-29T10:00Z')).toBe('2028-02-29T10:00:00.000Z');
    expect(errorOf(dateTime('D'), '2026-02-29T10:00Z')).toBe('D must be a valid date and time.');
  });

  it('reads a UTC value as it is, whatever the zone', () => {
    const value: DateTimeValue = parse('2026-12-03T20:32Z');
    expect(toInstant(value, 'Asia/Tokyo').toISOString()).toBe('2026-12-03T20:32:00.000Z');
  });
});

describe('numbers and booleans as strings', () => {
  const order = integerField('Display Order', { min: 0, max: 100000 });
  it('takes numeric strings and numbers', () => {
    expect(order.parse('2')).toBe(2);
    expect(order.parse(' 12 ')).toBe(12);
    expect(order.parse(3)).toBe(3);
    expect(order.parse('4.0')).toBe(4);
  });
  it('names the problem with the label', () => {
    expect(errorOf(order, 'two')).toBe('Display Order must be a number.');
    expect(errorOf(order, '')).toBe('Display Order must be a number.');
    expect(errorOf(order, true)).toBe('Display Order must be a number.');
    // What a number input registered with valueAsNumber gives when it is cleared.
    expect(errorOf(order, Number.NaN)).toBe('Display Order must be a number.');
    expect(errorOf(order, '2.5')).toBe('Display Order must be a whole number.');
    expect(errorOf(order, '-1')).toBe('Display Order cannot be negative.');
    expect(errorOf(order, 100001)).toBe('Display Order is too large.');
  });
  it('takes "true" and "false" as well as booleans, nothing else', () => {
    const featured = booleanField('Featured');
    expect(featured.parse('true')).toBe(true);
    expect(featured.parse('false')).toBe(false);
    expect(featured.parse(true)).toBe(true);
    expect(featured.parse(false)).toBe(false);
    for (const value of ['yes', '1', 1, 'TRUE ', null])
      expect(errorOf(featured, value), String(value)).toBe('Featured must be true or false.');
  });
});

describe('links', () => {
  it('gives a bare host and path https://', () => {
    const link = webUrl('X Space Link');
    expect(link.parse('x.com/i/spaces/1YqKDoqkLXbJV')).toBe('https://x.com/i/spaces/1YqKDoqkLXbJV');
    expect(link.parse('www.linkedin.com')).toBe('https://www.linkedin.com');
    expect(link.parse('x.com:8443/i')).toBe('https://x.com:8443/i');
    expect(link.parse('//x.com/i')).toBe('https://x.com/i');
    expect(link.parse('http://x.com/i')).toBe('http://x.com/i');
    expect(mediaUrl('Image').parse('cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(mediaUrl('Image').parse('/uploads/abc.png')).toBe('/uploads/abc.png');
  });
  it('still refuses what is not a web link', () => {
    for (const value of ['javascript:alert(1)', 'not a url', 'mailto:a@b.org', 'ftp://x.com/a', 'localhost'])
      expect(errorOf(webUrl('X Space Link'), value), value).toBe(
        'X Space Link must be a valid http:// or https:// URL.',
      );
    expect(mediaUrl('Image').parse('http://localhost:3000/uploads/abc.png')).toBe(
      'http://localhost:3000/uploads/abc.png',
    );
    expect(errorOf(mediaUrl('Image'), 'http://x.com/a.png')).toBe(
      'Image must be an uploaded file or an https:// URL.',
    );
  });
});

describe('single-line fields', () => {
  const message = (label: string) => `${label} must be a single line without control characters.`;
  it('refuse line breaks and control characters with a per-field message', () => {
    for (const bad of [
      'a\r\nb',
      'a\nb',
      'a\rb',
      'a\tb',
      'a\u0007b',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
      'trailing\n',
    ])
      expect(errorOf(requiredText('Title'), bad), JSON.stringify(bad)).toBe(message('Title'));
    expect(errorOf(optionalText('Guest Name'), 'Ada\r\nLovelace')).toBe(message('Guest Name'));
    expect(errorOf(webUrl('X Space Link'), 'https://x.com/i\r\nSet-Cookie: a=b')).toBe(
      message('X Space Link'),
    );
    expect(errorOf(mediaUrl('Image'), '/uploads/abc.png\n')).toBe(message('Image'));
    expect(errorOf(emailField, 'ada@example.org\r\nBcc: all@example.org')).toBe(message('Email'));
  });
  it('reach every single-line field of every form', () => {
    const line = 'one\r\ntwo';
    expect(
      fieldErrors(eventInput, { title: line, description: line, eventDate: '2026-12-03T20:32', venue: line }),
    ).toEqual({
      title: message('Title'),
      venue: message('Venue'),
    });
    expect(fieldErrors(postInput, { title: line, slug: line })).toEqual({
      title: message('Title'),
      slug: message('Slug'),
    });
    expect(fieldErrors(executiveInput, { name: line, position: line, displayOrder: '2' })).toEqual({
      name: message('Full Name'),
      position: message('Position / Title'),
    });
    expect(
      fieldErrors(episodeInput, {
        title: line,
        description: line,
        guestName: line,
        episodeDate: '2026-12-03T20:32',
        xSpaceUrl: 'x.com/i/spaces/1',
      }),
    ).toEqual({ title: message('Title'), guestName: message('Guest Name') });
    expect(fieldErrors(contactInput, { name: line, email: 'a@b.org', message: line })).toEqual({
      name: message('Name'),
    });
    expect(
      fieldErrors(siteSettingsInput.pick({ motto: true, mission: true, timeZone: true }), {
        motto: line,
        mission: line,
        timeZone: 'Africa/Lagos\n',
      }),
    ).toEqual({ motto: message('Motto'), timeZone: message('Time zone') });
  });
  it('keep line breaks in descriptions and messages', () => {
    expect(requiredText('Description', 100, { multiline: true }).parse(' a\r\nb ')).toBe('a\r\nb');
  });
});

describe('what a spec-built front end sends', () => {
  it('parses an event, an executive and a read mark', () => {
    expect(
      eventInput.parse({
        title: 'Moot',
        description: 'Finals',
        eventDate: '2026-12-03T20:32',
        venue: 'Hall',
        isFeatured: 'true',
        imageUrl: '',
        rsvpEnabled: 'true',
        capacity: '120',
      }),
    ).toEqual({
      title: 'Moot',
      description: 'Finals',
      eventDate: '2026-12-03T20:32:00.000',
      venue: 'Hall',
      isFeatured: true,
      imageUrl: null,
      rsvpEnabled: true,
      capacity: 120,
    });
    expect(executiveInput.parse({ name: 'Ada', position: 'President', displayOrder: '2' }).displayOrder).toBe(
      2,
    );
    expect(markReadInput.parse({ read: 'false' })).toEqual({ read: false });
  });
  it('takes a time zone setting by its IANA name, spelt canonically', () => {
    const zone = siteSettingsInput.shape.timeZone;
    expect(zone.parse('europe/london')).toBe('Europe/London');
    expect(zone.parse(undefined)).toBeUndefined();
    expect(errorOf(zone, 'Mars/Olympus')).toBe(
      'Time zone must be an IANA time zone name such as Africa/Lagos or Europe/London.',
    );
  });
});
