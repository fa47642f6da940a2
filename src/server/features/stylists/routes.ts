/** HTTP handlers of the back office's stylists and their services and prices. */

import type { Handlers } from '../../http/register-api';
import { removeUpload, saveWithImage } from '../../http/uploads';
import { withMessage } from '../../i18n/with-message';
import { addLink, listLinks, removeLink, updateLink } from './links';
import { getStylist, listStylists } from './read';
import { removeStylist } from './remove';
import { addStylist, updateStylist } from './save';

export const stylistsHandlers = {
  stylistsGet: async ({ deps, lang, body }) => listStylists(deps.db, lang, body),

  stylistsAdd: async ({ deps, lang, body, file }) => {
    const id = await saveWithImage(deps.images, file, (url) => addStylist(deps.db, body, url, deps.now()));
    return withMessage(await getStylist(deps.db, id, lang), 'stylist_created');
  },

  stylistsUpdate: async ({ deps, lang, body, file }) => {
    const previous = await saveWithImage(deps.images, file, (url) =>
      updateStylist(deps.db, body, url, deps.now()),
    );
    if (file) await removeUpload(deps.images, previous); // replaced: the old photo goes
    return withMessage(await getStylist(deps.db, body.id, lang), 'stylist_updated');
  },

  stylistsDelete: async ({ deps, body }) => {
    const removal = await removeStylist(deps.db, body.id, deps.now());
    if (removal.deactivated) return withMessage(null, 'stylist_deactivated');
    await removeUpload(deps.images, removal.photoUrl);
    return withMessage(null, 'stylist_deleted');
  },

  stylistServices: async ({ deps, lang, body }) => listLinks(deps.db, body.stylist_id, lang),
  stylistServiceAdd: async ({ deps, lang, body }) =>
    withMessage(await addLink(deps.db, body, lang), 'stylist_service_added'),
  stylistServiceUpdate: async ({ deps, lang, body }) =>
    withMessage(await updateLink(deps.db, body, lang), 'stylist_service_updated'),
  stylistServiceRemove: async ({ deps, body }) => {
    await removeLink(deps.db, body);
    return withMessage(null, 'stylist_service_removed');
  },
} satisfies Handlers;
