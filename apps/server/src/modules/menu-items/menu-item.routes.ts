import { z } from 'zod';
import { IdParamSchema, ItemOrderSchema } from '@restaurant/contract/common.ts';
import { MenuItemInputSchema } from '@restaurant/contract/menu-item.ts';
import { NoContent, SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import * as menuItemRepository from '#src/modules/menu-items/menu-item.repository.ts';
import * as menuItemService from '#src/modules/menu-items/menu-item.service.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

type MenuItemRoutesOptions = {
  kind: menuItemRepository.MenuItemKind;
  /** e.g. '/daily-menus/:id/items' */
  path: string;
  parentLabel: string;
  /** The parent with its article, for the summaries: 'a daily menu', 'an offer'. */
  parentPhrase: string;
  tags: string[];
  itemSchema: z.ZodType;
  parentExists: (id: number) => Promise<boolean>;
  toResponse: (item: menuItemRepository.MenuItem) => unknown;
};

/** The item calls under a dated parent (a daily menu or an offer), the same for both. */
export function menuItemRoutes(app: Api, ctx: Context, options: MenuItemRoutesOptions): void {
  const { kind, path, tags, parentPhrase, itemSchema, toResponse } = options;
  const ParentParams = z.strictObject({ id: IdParamSchema });
  const ItemParams = z.strictObject({ id: IdParamSchema, itemId: IdParamSchema });

  const requireParent = async (id: number) => {
    if (!(await options.parentExists(id))) throw new NotFoundError(`${options.parentLabel} ${id}`);
  };
  const itemNotFound = (id: number) => new NotFoundError(`Item ${id}`);
  const entity = kind === 'daily' ? 'daily-menu-item' : 'offer-item';
  const parentEntity = kind === 'daily' ? 'daily-menu' : 'offer';
  const loadIn = (parentId: number) => (tx: Context, id: number) =>
    menuItemRepository.findOne(tx.db, kind, parentId, id);
  // The order as the names in it, so the history reads as a list of dishes.
  const loadOrder = async (tx: Context, parentId: number) => ({
    order: (await menuItemRepository.findByParents(tx.db, kind, [parentId])).map(
      (item) => item.name.hu,
    ),
  });

  app.get(
    path,
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: `The items of ${parentPhrase}, in order`,
        params: ParentParams,
        response: { 200: z.array(itemSchema) },
      },
    },
    async (request) => {
      await requireParent(request.params.id);
      const items = await menuItemRepository.findByParents(ctx.db, kind, [request.params.id]);
      return items.map(toResponse);
    },
  );

  app.post(
    path,
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: `Add an item to ${parentPhrase}`,
        params: ParentParams,
        body: MenuItemInputSchema,
        response: { 201: itemSchema },
      },
    },
    async (request, reply) => {
      const { id: parentId } = request.params;
      await requireParent(parentId);
      const item = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity, load: loadIn(parentId) },
        (tx) => menuItemService.createItem(tx, kind, parentId, request.body),
      );
      return reply.status(201).send(toResponse(item));
    },
  );

  app.put(
    `${path}/order`,
    {
      config: { problems: [404], readsAt: (url) => url.replace(/\/order$/, '') },
      schema: {
        tags,
        summary: `Reorder the items of ${parentPhrase}: every item id once, in the new order`,
        description:
          'Gives the items the sort orders 0, 1, 2, … in the order listed, in one transaction. ' +
          'A list that leaves out an item, or names one of another parent, is refused with 400.',
        params: ParentParams,
        body: ItemOrderSchema,
        response: { 200: z.array(itemSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireParent(id);
      const items = await audited(
        ctx,
        requireActor(request),
        { action: 'reorder', entity: parentEntity, id, load: loadOrder },
        (tx) => menuItemService.reorderItems(tx, kind, id, request.body.itemIds),
      );
      return items.map(toResponse);
    },
  );

  app.get(
    `${path}/:itemId`,
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: `One item of ${parentPhrase}`,
        params: ItemParams,
        response: { 200: itemSchema },
      },
    },
    async (request) => {
      const { id: parentId, itemId } = request.params;
      await requireParent(parentId);
      const item = await menuItemRepository.findOne(ctx.db, kind, parentId, itemId);
      if (!item) throw itemNotFound(itemId);
      return toResponse(item);
    },
  );

  app.put(
    `${path}/:itemId`,
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: `Change an item of ${parentPhrase}`,
        params: ItemParams,
        body: MenuItemInputSchema,
        response: { 200: itemSchema },
      },
    },
    async (request) => {
      const { id: parentId, itemId } = request.params;
      await requireParent(parentId);
      const item = await audited(
        ctx,
        requireActor(request),
        { action: 'update', entity, id: itemId, load: loadIn(parentId) },
        (tx) => menuItemService.updateItem(tx, kind, parentId, itemId, request.body),
      );
      if (!item) throw itemNotFound(itemId);
      return toResponse(item);
    },
  );

  app.delete(
    `${path}/:itemId`,
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: `Delete an item of ${parentPhrase}`,
        params: ItemParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id: parentId, itemId } = request.params;
      await requireParent(parentId);
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity, id: itemId, load: loadIn(parentId) },
        (tx) => menuItemRepository.remove(tx.db, kind, parentId, itemId),
      );
      if (!removed) throw itemNotFound(itemId);
      return reply.status(204).send(null);
    },
  );
}
