import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES = new URL('../src/modules', import.meta.url).pathname;

/** The service files of every module. */
const serviceFiles = () =>
  fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.service.ts'));

type Exported = { name: string; parameters: string[] };

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Each exported function of the source with the types its parameters are declared with. */
function exportedFunctions(source: ts.SourceFile): Exported[] {
  const typesOf = (parameters: ts.NodeArray<ts.ParameterDeclaration>) =>
    parameters.map((parameter) => parameter.type?.getText(source) ?? '');
  return source.statements.flatMap((statement): Exported[] => {
    if (!isExported(statement)) return [];
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      return [{ name: statement.name.text, parameters: typesOf(statement.parameters) }];
    }
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer;
      if (!value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return [];
      return [{ name: declaration.name.getText(source), parameters: typesOf(value.parameters) }];
    });
  });
}

/** What breaks the rule: a database handle taken, or the context taken after something else. */
function offences(file: string): string[] {
  const text = fs.readFileSync(path.join(MODULES, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return exportedFunctions(source).flatMap(({ name, parameters }) => {
    if (parameters.some((type) => type === 'Db')) return [`${file}: ${name} takes a Db`];
    if (parameters.indexOf('Context') > 0) return [`${file}: ${name} takes its context late`];
    return [];
  });
}

describe("the services' arguments", () => {
  it('are the context first for every exported service function that works on the database', () => {
    const files = serviceFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(offences)).toEqual([]);
  });
});
