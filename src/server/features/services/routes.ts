/** HTTP handlers of the back office's services (multipart with an optional image). */

import type { Handlers } from '../../http/register-api';
import { removeUpload, saveWithImage } from '../../http/uploads';
import { withMessage } from '../../i18n/with-message';
import {
  allServices,
  assertCategory,
  deleteService,
  getService,
  insertService,
  listServices,
  serviceImage,
  updateService,
} from './service';

export const servicesHandlers = {
  servicesGet: async ({ deps, lang, body }) => listServices(deps.db, lang, body),
  servicesAll: async ({ deps, lang }) => allServices(deps.db, lang),

  servicesAdd: async ({ deps, lang, body, file }) => {
    await assertCategory(deps.db, body.category_id);
    const id = await saveWithImage(deps.images, file, (url) => insertService(deps.db, body, url));
    return withMessage(await getService(deps.db, lang, id), 'service_created');
  },

  servicesUpdate: async ({ deps, lang, body, file }) => {
    await assertCategory(deps.db, body.category_id);
    const previous = await serviceImage(deps.db, body.id);
    await saveWithImage(deps.images, file, (url) => updateService(deps.db, body, url));
    if (file) await removeUpload(deps.images, previous); // replaced: the old file goes
    return withMessage(await getService(deps.db, lang, body.id), 'service_updated');
  },

  servicesDelete: async ({ deps, body }) => {
    const result = await deleteService(deps.db, body.id);
    if (!result.deactivated) await removeUpload(deps.images, result.imageUrl);
    const key = result.deactivated ? 'service_deactivated' : 'service_deleted';
    return withMessage({ deactivated: result.deactivated }, key, { count: result.bookings });
  },
} satisfies Handlers;
