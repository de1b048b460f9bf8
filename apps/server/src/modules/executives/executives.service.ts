import type { Executive, executiveInput } from '@lss/shared/executives';
import type { z } from 'zod';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { ExecutivesRepository } from './executives.repository.ts';

type ExecutiveValues = z.output<typeof executiveInput>;

export function createExecutivesService(repository: ExecutivesRepository) {
  return {
    /** By display order, then name (decisions.md, Executives). */
    async list(): Promise<Executive[]> {
      return (await repository.list()).map(recordOut);
    },
    /** The home page's 'Our Leadership' block: every featured executive, same order. */
    async featured(): Promise<Executive[]> {
      return (await repository.listFeatured()).map(recordOut);
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
