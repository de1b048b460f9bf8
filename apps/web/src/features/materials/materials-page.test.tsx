import type { Material, MaterialFilters } from '@lss/shared/materials';
import { type Page, type PageRequest, slicePage } from '@lss/shared/pagination';
import type { PublicDataSource } from '@lss/shared/public-data';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublicRoute } from '#web/test/render-public-route.tsx';
import { materialsLoader } from './materials-loader.ts';
import { MaterialsPage } from './materials-page.tsx';

/** 50 handouts for 300L, newest first. */
const MATERIALS: Material[] = Array.from({ length: 50 }, (_, index) => ({
  _id: `m${index + 1}`,
  title: `Handout ${index + 1}`,
  description: null,
  level: '300L',
  materialType: 'Handout',
  fileUrl: `/uploads/m${index + 1}.pdf`,
  fileType: 'PDF',
  membersOnly: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
}));

const asked: (MaterialFilters & PageRequest)[] = [];
const data = {
  materials: async (query: MaterialFilters & PageRequest): Promise<Page<Material>> => {
    asked.push(query);
    return slicePage(MATERIALS, query);
  },
} as PublicDataSource;

function renderAt(url: string) {
  renderPublicRoute({ path: '/materials', element: <MaterialsPage />, loader: materialsLoader }, data, url);
}

const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

describe('the materials list', () => {
  it('pages a filtered view, 24 at a time, its links keeping the filters', async () => {
    renderAt('/materials?level=300L&materialType=Handout&page=2');
    expect(await screen.findByText('Handout 25')).toBeTruthy();
    expect(screen.queryByText('Handout 24')).toBeNull();
    expect(asked.at(-1)).toEqual({ level: '300L', materialType: 'Handout', page: 2, limit: 24 });
    expect(screen.getByText('50 materials · page 2 of 3')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Materials pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/materials?level=300L&materialType=Handout&page=3',
    );
    expect(headLink('prev')).toBe('/materials?level=300L&materialType=Handout');
    expect(headLink('next')).toBe('/materials?level=300L&materialType=Handout&page=3');
  });

  it('shows the filter of the address in its plain form, unknown values as All: no island, no script', async () => {
    renderAt('/materials?level=300L&materialType=Nonsense');
    expect(await screen.findByLabelText('Level')).toHaveValue('300L');
    expect(screen.getByLabelText('Type of Material')).toHaveValue('all');
    const form = screen.getByRole('form', { name: 'Filter materials' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form.closest('[data-island]')).toBeNull();
    expect(document.querySelector('[data-island]')).toBeNull();
  });
});
