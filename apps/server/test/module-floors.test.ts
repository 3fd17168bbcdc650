import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

/** The import-rule messages ESLint gives a module's file that holds `code`. */
async function restrictions(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/modules/${file}` });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe("the server modules' import rule", () => {
  it('refuses an import from a module on a higher floor', async () => {
    const messages = await restrictions(
      'media/media.service.ts',
      "import { findGallery } from '#src/modules/gallery/gallery.service.ts';\nexport const read = findGallery;\n",
    );
    expect(messages).toEqual([expect.stringContaining('only modules on the floors below')]);
  });

  it('refuses a service in a repository, also of its own module', async () => {
    const messages = await restrictions(
      'foods/food.repository.ts',
      "import { createFood } from '#src/modules/foods/food.service.ts';\nexport const create = createFood;\n",
    );
    expect(messages).toEqual([expect.stringContaining('A repository imports no service')]);
  });

  it("refuses the site another module's repository", async () => {
    const messages = await restrictions(
      'site/site.source.ts',
      "import { findAll } from '#src/modules/allergens/allergen.repository.ts';\nexport const read = findAll;\n",
    );
    expect(messages).toEqual([expect.stringContaining('through their services')]);
  });

  it("lets a module use a lower module's service", async () => {
    const messages = await restrictions(
      'gallery/gallery.service.ts',
      "import { pictureErrors } from '#src/modules/media/media.service.ts';\nexport const check = pictureErrors;\n",
    );
    expect(messages).toEqual([]);
  });
});
