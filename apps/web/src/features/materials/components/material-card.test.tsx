import type { Material } from '@lss/shared/materials';
import type { PageMember } from '@lss/shared/members';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '#web/lib/site-context.ts';
import { MaterialCard } from './material-card.tsx';

// Issue 27: a members-only material is listed for everyone with a lock; its download is for a
// verified member, and the list says 'Sign in as a member to download' to a visitor.

const LOCKED: Material = {
  _id: 'm1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: 'Land Law Past Questions',
  description: null,
  level: '400L',
  materialType: 'Past Question',
  fileUrl: '/api/materials/m1/file',
  fileType: 'PDF',
  membersOnly: true,
};
const OPEN: Material = { ...LOCKED, _id: 'm2', membersOnly: false, fileUrl: '/uploads/m2.pdf' };

function renderCard(material: Material, status?: PageMember['status']) {
  const member = status ? { firstName: 'Ada', fullName: 'Ada Obi', email: 'ada@example.com', status } : null;
  render(
    <SiteProvider value={{ settings: { ...DEFAULT_SITE_SETTINGS, updatedAt: null }, publicUrl: '', member }}>
      <MaterialCard material={material} />
    </SiteProvider>,
  );
}

const download = () => screen.queryByRole('link', { name: /Download/ });

describe('MaterialCard', () => {
  it("shows a visitor a members-only material's lock and 'Sign in as a member to download', no download", () => {
    renderCard(LOCKED);
    expect(
      screen.getByRole('heading', { name: /^Land Law Past Questions\s*Members only$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Members only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a member to download' })).toHaveAttribute(
      'href',
      '/members/sign-in',
    );
    expect(download()).toBeNull();
  });

  it('tells a member not verified (yet, or again) why, without a download', () => {
    renderCard(LOCKED, 'active');
    expect(
      screen.getByText(/Downloads open once the society verifies your membership\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/members/account');
    expect(download()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in as a member to download' })).toBeNull();
  });

  it('says a lapsed member opens them again once verified for the session', () => {
    renderCard(LOCKED, 'lapsed');
    expect(
      screen.getByText(/Downloads open again once the society verifies your membership for this session\./),
    ).toBeInTheDocument();
    expect(download()).toBeNull();
  });

  it('gives a verified member the download, through its gate, the lock still shown', () => {
    renderCard(LOCKED, 'verified');
    expect(download()).toHaveAttribute('href', '/api/materials/m1/file');
    expect(screen.getByRole('img', { name: 'Members only' })).toBeInTheDocument();
  });

  it('shows a material for everyone with its download and no lock', () => {
    renderCard(OPEN);
    expect(download()).toHaveAttribute('href', '/uploads/m2.pdf');
    expect(screen.queryByRole('img', { name: 'Members only' })).toBeNull();
  });
});
