import { describe, expect, it } from 'vitest';
import { adminListQueries } from './admin-list-query.ts';
import { materialListQuery } from './materials.ts';
import { mediaQuery } from './media.ts';
import { pageQuery } from './page-query.ts';
import {
  isWholeList,
  neighbourPages,
  pageCount,
  pageParam,
  slicePage,
  WHOLE_LIST_MAX,
} from './pagination.ts';
import { searchQuery } from './search.ts';

describe('pagination rules', () => {
  it('counts pages, an empty list keeping its page 1', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('names the neighbouring pages that exist; past the end, prev is the last page', () => {
    expect(neighbourPages(13, { page: 1, limit: 5 })).toEqual({ next: 2, prev: null });
    expect(neighbourPages(13, { page: 3, limit: 5 })).toEqual({ next: null, prev: 2 });
    expect(neighbourPages(13, { page: 9, limit: 5 })).toEqual({ next: null, prev: 3 });
    expect(neighbourPages(0, { page: 1, limit: 5 })).toEqual({ next: null, prev: null });
  });

  it('slices a page from a whole list', () => {
    expect(slicePage([1, 2, 3, 4, 5], { page: 2, limit: 2 })).toEqual({ items: [3, 4], total: 5 });
    expect(slicePage([1, 2], { page: 3, limit: 2 })).toEqual({ items: [], total: 2 });
  });

  it('reads ?page= tolerantly on public pages', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('two')).toBe(1);
    expect(pageParam('-2')).toBe(1);
  });

  it('takes page and limit as numbers or numeric strings, 50 a page by default, at most 100', () => {
    expect(pageQuery.parse({ page: '1' })).toEqual({ page: 1, limit: 50 });
    expect(pageQuery.parse({ limit: '20' })).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.parse({ page: '2', limit: '100' })).toEqual({ page: 2, limit: 100 });
    expect(pageQuery.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe('Limit is too large.');
    expect(pageQuery.safeParse({ page: '1.5' }).error?.issues[0]?.message).toBe(
      'Page must be a whole number.',
    );
    expect(pageQuery.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page must be at least 1.');
  });

  it('reads neither page nor limit as the whole list, up to WHOLE_LIST_MAX, in every schema built on it', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: WHOLE_LIST_MAX });
    expect(isWholeList(pageQuery.parse({}))).toBe(true);
    expect(isWholeList(pageQuery.parse({ limit: '100' }))).toBe(false);
    expect(adminListQueries.posts.parse({ q: 'moot' })).toMatchObject({ page: 1, limit: WHOLE_LIST_MAX });
    expect(mediaQuery.parse({ kind: 'image' })).toMatchObject({ page: 1, limit: WHOLE_LIST_MAX });
    expect(materialListQuery.parse({ level: '200L', page: '2' })).toMatchObject({ page: 2, limit: 50 });
    expect(searchQuery.parse({ q: 'tort' })).toMatchObject({ page: 1, limit: WHOLE_LIST_MAX });
  });
});
