import { describe, expect, it } from 'vitest';
import { eventInput } from './events.ts';
import { materialFilters, materialInput } from './materials.ts';
import { episodeInput } from './podcast.ts';
import { postInput } from './posts.ts';
import { DEFAULT_SITE_SETTINGS, siteSettingsInput } from './settings.ts';
import { messagesTestHelpers } from './test-helpers.ts';
import { registerInput } from './users.ts';

const { fieldErrors } = messagesTestHelpers;

describe('eventInput', () => {
  const valid = {
    title: 'Moot Court',
    description: 'Finals',
    eventDate: '2026-12-01T15:00:00+01:00',
    venue: 'Auditorium',
  };
  it('normalises the date to UTC ISO and defaults the optional fields', () => {
    expect(eventInput.parse(valid)).toEqual({
      ...valid,
      eventDate: '2026-12-01T14:00:00.000Z',
      isFeatured: false,
      imageUrl: null,
      rsvpEnabled: false,
      capacity: null,
    });
  });
  it('reads a blank capacity as unlimited and names what is wrong with any other', () => {
    expect(eventInput.parse({ ...valid, capacity: '' }).capacity).toBeNull();
    expect(eventInput.parse({ ...valid, capacity: ' 120 ' }).capacity).toBe(120);
    expect(fieldErrors(eventInput, { ...valid, capacity: 'many' })).toEqual({
      capacity: 'Capacity must be a number.',
    });
    expect(fieldErrors(eventInput, { ...valid, capacity: 2.5 })).toEqual({
      capacity: 'Capacity must be a whole number.',
    });
    expect(fieldErrors(eventInput, { ...valid, capacity: '0' })).toEqual({
      capacity: 'Capacity must be at least 1.',
    });
  });
  it('names every missing field with its label', () => {
    expect(fieldErrors(eventInput, {})).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
      eventDate: 'Date & Time is required.',
      venue: 'Venue is required.',
    });
  });
  it('refuses blank text and a date that does not exist', () => {
    expect(fieldErrors(eventInput, { ...valid, title: '   ', eventDate: '2026-02-31T15:00' })).toEqual({
      title: 'Title is required.',
      eventDate: 'Date & Time must be a valid date and time.',
    });
  });
  it('accepts only uploads or https images', () => {
    expect(eventInput.parse({ ...valid, imageUrl: '/uploads/abc123.png' }).imageUrl).toBe(
      '/uploads/abc123.png',
    );
    expect(fieldErrors(eventInput, { ...valid, imageUrl: 'javascript:alert(1)' })).toHaveProperty('imageUrl');
    expect(fieldErrors(eventInput, { ...valid, imageUrl: '/uploads/../etc/passwd' })).toHaveProperty(
      'imageUrl',
    );
    expect(fieldErrors(eventInput, { ...valid, imageUrl: 'http://insecure.example/x.png' })).toHaveProperty(
      'imageUrl',
    );
  });
  it('drops unknown fields', () => {
    expect(eventInput.parse({ ...valid, _id: 'x', createdAt: 'y' })).not.toHaveProperty('_id');
  });
});

describe('postInput', () => {
  it('starts as a draft and lower-cases the slug', () => {
    const parsed = postInput.parse({ title: 'Hello', slug: 'Hello-World' });
    expect(parsed.status).toBe('draft');
    expect(parsed.slug).toBe('hello-world');
  });
  it('refuses slugs with spaces or punctuation', () => {
    expect(fieldErrors(postInput, { title: 'x', slug: 'a b' })).toHaveProperty('slug');
    expect(fieldErrors(postInput, { title: 'x', slug: '../x' })).toHaveProperty('slug');
  });
  it('refuses unknown statuses', () => {
    expect(fieldErrors(postInput, { title: 'x', slug: 'x', status: 'live' })).toEqual({
      status: 'Status must be Draft or Published.',
    });
  });
});

describe('materialInput and filters', () => {
  it('requires an uploaded file with the spec message', () => {
    expect(fieldErrors(materialInput, { title: 'Torts' })).toEqual({
      fileUrl: 'Please upload a file first.',
    });
  });
  it('defaults level and type', () => {
    const parsed = materialInput.parse({ title: 'Torts', fileUrl: '/uploads/abc.pdf' });
    expect(parsed).toMatchObject({ level: '100L', materialType: 'Lecture Note', description: null });
  });
  it("accepts 'all' and known values, refuses others", () => {
    expect(materialFilters.parse({ level: 'all', materialType: 'Handout' })).toEqual({
      level: 'all',
      materialType: 'Handout',
    });
    expect(materialFilters.safeParse({ level: '600L' }).success).toBe(false);
  });
});

describe('episodeInput', () => {
  it('accepts only http(s) space links', () => {
    const base = { title: 't', description: 'd', episodeDate: '2026-12-01T15:00:00Z' };
    expect(episodeInput.safeParse({ ...base, xSpaceUrl: 'https://x.com/i/spaces/1' }).success).toBe(true);
    expect(fieldErrors(episodeInput, { ...base, xSpaceUrl: 'javascript:alert(1)' })).toEqual({
      xSpaceUrl: 'X Space Link must be a valid http:// or https:// URL.',
    });
    expect(fieldErrors(episodeInput, { ...base, xSpaceUrl: 'not a url' })).toHaveProperty('xSpaceUrl');
  });
  it('turns an empty guest into null', () => {
    const parsed = episodeInput.parse({
      title: 't',
      description: 'd',
      episodeDate: '2026-12-01T15:00:00Z',
      xSpaceUrl: 'https://x.com/i/spaces/1',
      guestName: '  ',
    });
    expect(parsed.guestName).toBeNull();
  });
});

describe('registerInput', () => {
  it('normalises the email and enforces password length', () => {
    expect(
      registerInput.parse({ fullName: 'Ada', email: ' Ada@Example.ORG ', password: '12345678' }).email,
    ).toBe('ada@example.org');
    expect(fieldErrors(registerInput, { fullName: 'Ada', email: 'nope', password: 'short' })).toEqual({
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });
});

describe('siteSettingsInput', () => {
  it('accepts the defaults', () => {
    expect(siteSettingsInput.safeParse(DEFAULT_SITE_SETTINGS).success).toBe(true);
  });
  it('refuses a social link that is not a web URL', () => {
    expect(fieldErrors(siteSettingsInput, { ...DEFAULT_SITE_SETTINGS, xUrl: 'javascript:alert(1)' })).toEqual(
      {
        xUrl: 'X URL must be a valid http:// or https:// URL.',
      },
    );
  });
});
