/** HTTP handlers of the customer's catalogue. */
import type { Handlers } from '../../http/register-api';
import { listActiveServices, listCategories } from './service';

export const catalogueHandlers = {
  categories: async ({ deps, lang }) => listCategories(deps.db, lang),
  servicesList: async ({ body, deps, lang }) => listActiveServices(deps.db, lang, body.category_id),
} satisfies Handlers;
