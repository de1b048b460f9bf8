import type { Executive, executiveInput } from '@lss/shared/executives';
import { mapPage, type Page, type PageRequest } from '@lss/shared/pagination';
import type { z } from 'zod';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { ExecutivesRepository } from './executives.repository.ts';

type ExecutiveValues = z.output<typeof executiveInput>;

export function createExecutivesService(repository: ExecutivesRepository) {
  return {
    /** By display order, then name (decisions.md, Executives). */
    async list(): Promise<Executive[]> {
      return (await repository.list().all()).map(recordOut);
    },
    /** The home page's 'Our Leadership' block: every featured executive, same order. */
    async featured(): Promise<Executive[]> {
      return (await repository.featured().all()).map(recordOut);
    },
    /** One page of them all, or of the featured ones (the API). */
    async page(request: PageRequest & { featured?: boolean }): Promise<Page<Executive>> {
      const { featured, ...asked } = request;
      return mapPage(await (featured ? repository.featured() : repository.list()).page(asked), recordOut);
    },
    async get(id: string): Promise<Executive> {
      return recordOut(await findOr404('Executive', id, repository.findById));
    },
    async create(input: ExecutiveValues): Promise<Executive> {
      return recordOut(await repository.insert(input));
    },
    async update(id: string, input: ExecutiveValues): Promise<Executive> {
      return recordOut(await findOr404('Executive', id, (found) => repository.update(found, input)));
    },
    async remove(id: string) {
      return recordOut(await findOr404('Executive', id, repository.delete));
    },
    count: repository.count,
  };
}
export type ExecutivesService = ReturnType<typeof createExecutivesService>;
