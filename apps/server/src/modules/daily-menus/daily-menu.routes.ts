import { z } from 'zod';
import { DateSchema } from '@restaurant/contract/common.ts';
import {
  DailyMenuCopyQuerySchema,
  DailyMenuDateQuerySchema,
  DailyMenuItemSchema,
  DailyMenuSchema,
  DailyMenuWeekCopyQuerySchema,
} from '@restaurant/contract/daily-menu.ts';
import { IdParams, NoContent, SHARED_READ, type Api } from '#src/api.ts';
import type { Context } from '#src/context.ts';
import { NotFoundError } from '#src/lib/errors.ts';
import { dateIn, weekOf } from '@restaurant/contract/calendar.ts';
import * as dailyMenuRepository from '#src/modules/daily-menus/daily-menu.repository.ts';
import * as dailyMenuService from '#src/modules/daily-menus/daily-menu.service.ts';
import { menuItemRoutes } from '#src/modules/menu-items/menu-item.routes.ts';
import { audited } from '#src/modules/audit/audit.service.ts';
import { requireActor } from '#src/modules/auth/auth.guard.ts';

const tags = ['daily menus'];
const RangeQuery = z.strictObject({ from: DateSchema.optional(), to: DateSchema.optional() });

export function dailyMenuRoutes(app: Api, ctx: Context): void {
  const notFound = (id: number) => new NotFoundError(`Daily menu ${id}`);
  const load = (tx: Context, id: number) => dailyMenuRepository.findById(tx.db, id);
  const today = () => dateIn(ctx.config.timeZone, ctx.now());

  app.get(
    '/dailyMenus',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'Daily menus by date, optionally from and to a date (inclusive)',
        description:
          "On this week's days before today an item made from a dish of the carte shows the " +
          'dish as it is now (texts, allergens, diet tags), as the menu page does; earlier weeks ' +
          'show what was served.',
        querystring: RangeQuery,
        response: { 200: z.array(DailyMenuSchema) },
      },
    },
    (request) => dailyMenuService.findMenusBetween(ctx, request.query, today()),
  );

  app.get(
    '/dailyMenus/around',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: 'The last daily menu on or before a date and the first one after it',
        description: 'The home page shows the one nearer the date (today), if it has items.',
        querystring: z.strictObject({ date: DateSchema }),
        response: { 200: z.array(DailyMenuSchema) },
      },
    },
    (request) => dailyMenuService.findMenusAround(ctx, request.query.date, today()),
  );

  app.get(
    '/dailyMenus/current-week',
    {
      config: SHARED_READ,
      schema: {
        tags,
        summary: "The daily menus of this week (Monday to Sunday, in the restaurant's time zone)",
        response: { 200: z.array(DailyMenuSchema) },
      },
    },
    () => {
      const { monday, sunday } = weekOf(today());
      return dailyMenuService.findMenusBetween(ctx, { from: monday, to: sunday }, today());
    },
  );

  app.post(
    '/dailyMenus',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary: 'Create the (empty) daily menu of a date; one per date',
        querystring: DailyMenuDateQuerySchema,
        response: { 201: DailyMenuSchema },
      },
    },
    async (request, reply) => {
      const { date } = request.query;
      const day = DateSchema.safeParse(date).success
        ? date
        : dateIn(ctx.config.timeZone, Date.parse(date));
      const menu = await audited(
        ctx,
        requireActor(request),
        { action: 'create', entity: 'daily-menu', load },
        (tx) => dailyMenuService.createMenu(tx, day),
      );
      return reply.status(201).send(menu);
    },
  );

  app.post(
    '/dailyMenus/copy-week',
    {
      config: { problems: [409] },
      schema: {
        tags,
        summary: 'Copy the menus of the week from Monday `from` to the week from Monday `to`',
        description:
          'Each menu of the Monday-to-Sunday week starting `from` is copied, with its items and ' +
          'their allergens, to the same weekday of the week starting `to`, in one transaction. ' +
          'When any day that would receive a copy already has a menu the answer is 409 and ' +
          'nothing is copied. Answers the new menus (none when the week had none).',
        querystring: DailyMenuWeekCopyQuerySchema,
        response: { 201: z.array(DailyMenuSchema) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const menus = await audited(
        ctx,
        requireActor(request),
        { action: 'copy', entity: 'daily-menu', load },
        (tx) => dailyMenuService.copyWeek(tx, from, to),
      );
      return reply.status(201).send(menus);
    },
  );

  app.post(
    '/dailyMenus/:id/copy',
    {
      config: { problems: [404, 409] },
      schema: {
        tags,
        summary: 'Copy a daily menu with its items and their allergens to another date',
        description: 'Answers 409 when that date already has a menu, and copies nothing.',
        params: IdParams,
        querystring: DailyMenuCopyQuerySchema,
        response: { 201: DailyMenuSchema },
      },
    },
    async (request, reply) => {
      const menu = await audited(
        ctx,
        requireActor(request),
        { action: 'copy', entity: 'daily-menu', load },
        (tx) => dailyMenuService.copyMenu(tx, request.params.id, request.query.date),
      );
      if (!menu) throw notFound(request.params.id);
      return reply.status(201).send(menu);
    },
  );

  app.get(
    '/dailyMenus/:id',
    {
      config: { ...SHARED_READ, problems: [404] },
      schema: {
        tags,
        summary: 'One daily menu with its items',
        params: IdParams,
        response: { 200: DailyMenuSchema },
      },
    },
    async (request) => {
      const menu = await dailyMenuRepository.findById(ctx.db, request.params.id);
      if (!menu) throw notFound(request.params.id);
      return menu;
    },
  );

  app.delete(
    '/dailyMenus/:id',
    {
      config: { problems: [404] },
      schema: {
        tags,
        summary: 'Delete a daily menu with its items',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await audited(
        ctx,
        requireActor(request),
        { action: 'delete', entity: 'daily-menu', id, load },
        (tx) => dailyMenuRepository.remove(tx.db, id),
      );
      if (!removed) throw notFound(id);
      return reply.status(204).send(null);
    },
  );

  menuItemRoutes(app, ctx, {
    kind: 'daily',
    path: '/daily-menus/:id/items',
    parentLabel: 'Daily menu',
    parentPhrase: 'a daily menu',
    tags: ['daily menu items'],
    itemSchema: DailyMenuItemSchema,
    parentExists: (id) => dailyMenuRepository.exists(ctx.db, id),
    toResponse: dailyMenuRepository.toDailyMenuItem,
  });
}
