import { describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { ADMIN_NAVIGATION, ADMIN_SCREENS, SIGNED_OUT_SCREENS } from './admin-screens.ts';

describe('the admin screens', () => {
  it('answer every admin address once, besides /admin itself', () => {
    const answered = [...SIGNED_OUT_SCREENS, ...ADMIN_SCREENS].flatMap((screen) => screen.paths);
    const addresses = [...Object.values(paths.admin), paths.register]
      .map((path) => path.pattern)
      .filter((pattern) => pattern !== paths.admin.root.pattern);
    expect([...answered].sort()).toEqual([...addresses].sort());
  });

  it('list the navigation in its order, each entry at an address without parameters', () => {
    expect(ADMIN_NAVIGATION.map((item) => item.label)).toEqual([
      'Dashboard',
      'Events',
      'Posts',
      'Executives',
      'Materials',
      'Podcast',
      'Media',
      'Messages',
      'Members',
      'Elections',
      'Subscribers',
      'Submissions',
      'Import',
      'Activity',
      'Settings',
      'Account',
    ]);
    for (const item of ADMIN_NAVIGATION) expect(item.to, item.label).not.toContain(':');
  });

  it('load each screen’s component', async () => {
    for (const screen of [...SIGNED_OUT_SCREENS, ...ADMIN_SCREENS]) {
      const { Component } = await screen.load();
      expect(typeof Component, screen.paths[0]).toBe('function');
    }
  });
});
