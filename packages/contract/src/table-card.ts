import { z } from 'zod';

/** What the table cards print: the short address in their QR code and where its files are. */
export const TableCardSchema = z
  .object({
    /** PUBLIC_URL's short address of the menu, such as https://paprika.example/m. */
    url: z.string(),
    svg: z.string(),
    png: z.string(),
  })
  .meta({ id: 'TableCard' });
export type TableCard = z.infer<typeof TableCardSchema>;
