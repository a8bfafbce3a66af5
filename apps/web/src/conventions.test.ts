import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;
const appDir = join(srcDir, '..');
/** Screens: route-level pages and feature modules. They assemble design-system components, never style them. */
const screenDirs = ['pages', 'modules'].map((name) => join(srcDir, name) + sep);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// This file is left out: it spells the forbidden patterns as test data.
const sourceFiles = filesUnder(srcDir).filter(
  (path) => /\.(ts|tsx|js|jsx|mjs)$/.test(path) && path !== import.meta.filename,
);

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
}

function lineOf(node: ts.Node): number {
  const source = node.getSourceFile();
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function visit(node: ts.Node, callback: (node: ts.Node) => void): void {
  callback(node);
  ts.forEachChild(node, (child) => visit(child, callback));
}

/** Every module a file loads: import and export-from declarations, `import x = require()`, import() and require(). */
function moduleReferences(source: ts.SourceFile): { specifier: string; line: number }[] {
  const references: { specifier: string; line: number }[] = [];
  visit(source, (node) => {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier;
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      specifier = node.moduleReference.expression;
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      specifier = node.arguments[0];
    }
    if (specifier && ts.isStringLiteralLike(specifier)) {
      references.push({ specifier: specifier.text, line: lineOf(node) });
    }
  });
  return references;
}

/** Places where a file loads Ark UI from its package root instead of a per-component path. */
function arkRootImports(fileName: string, text: string): string[] {
  return moduleReferences(parse(fileName, text))
    .filter(({ specifier }) => specifier === '@ark-ui/react')
    .map(({ line }) => `${fileName}:${line}`);
}

/** Local names bound by imports from the design system (`@ooh/ui/*`): named, default and namespace imports. */
function designSystemBindings(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (specifier !== '@ooh/ui' && !specifier.startsWith('@ooh/ui/')) continue;
    const clause = statement.importClause;
    if (!clause) continue;
    if (clause.name) names.add(clause.name.text);
    if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
      names.add(clause.namedBindings.name.text);
    } else if (clause.namedBindings) {
      for (const element of clause.namedBindings.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** `Button` for `<Button>`, `Dialog` for `<Dialog.Root>`: the name the tag was imported as. */
function rootName(tagName: ts.JsxTagNameExpression): string | undefined {
  if (ts.isJsxNamespacedName(tagName)) return undefined;
  let expression: ts.Expression = tagName;
  while (ts.isPropertyAccessExpression(expression)) expression = expression.expression;
  return ts.isIdentifier(expression) ? expression.text : undefined;
}

const styleProps = new Set(['className', 'style']);

/** The style props an element is given: as attributes, or inside an object literal spread into it. */
function stylePropsOf(attributes: ts.JsxAttributes): string[] {
  return attributes.properties.flatMap((property) => {
    if (ts.isJsxAttribute(property)) {
      const name = property.name.getText();
      return styleProps.has(name) ? [name] : [];
    }
    if (ts.isObjectLiteralExpression(property.expression)) {
      return property.expression.properties
        .map((member) => (member.name && ts.isIdentifier(member.name) ? member.name.text : undefined))
        .filter((name): name is string => name !== undefined && styleProps.has(name));
    }
    return [];
  });
}

/** Design-system components a file passes `className=` or `style=` to. */
function styledDesignSystemElements(fileName: string, text: string): string[] {
  const source = parse(fileName, text);
  const bindings = designSystemBindings(source);
  if (bindings.size === 0) return [];
  const offenders: string[] = [];
  visit(source, (node) => {
    if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
    const name = rootName(node.tagName);
    if (!name || !bindings.has(name)) return;
    for (const prop of stylePropsOf(node.attributes)) {
      offenders.push(`${fileName}:${lineOf(node)} <${node.tagName.getText()} ${prop}=…>`);
    }
  });
  return offenders;
}

/** Files of `apps/web/src` each file imports (relative specifiers resolved; packages left out). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = parse(file, readFileSync(file, 'utf8'));
    const targets = moduleReferences(source)
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ specifier }) => join(file, '..', specifier))
      .filter((target) => known.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The import circles of a graph: its strongly connected components of more than one file (Tarjan). */
function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = graph.get(file)?.includes(file) ?? false;
      if (component.length > 1 || selfImport) circles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return circles;
}

describe('apps/web conventions', () => {
  it('imports Ark UI per component (or through packages/ui), never from the package root', () => {
    const offenders = sourceFiles.flatMap((path) =>
      arkRootImports(relative(appDir, path), readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('screens never pass className or style to a design-system component', () => {
    const screenFiles = sourceFiles.filter((path) => screenDirs.some((dir) => path.startsWith(dir)));
    expect(screenFiles.length).toBeGreaterThan(0);
    const offenders = screenFiles.flatMap((path) =>
      styledDesignSystemElements(relative(appDir, path), readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('has no import circle: modules reach screens only through the router (app/screens.ts imports the pages)', () => {
    // Static and dynamic imports count alike (a lazy page is still an edge). Tests and stories are left out:
    // they sit beside what they test and import it, never the other way.
    const files = sourceFiles.filter((file) => !/\.(test|stories)\.tsx?$/.test(file));
    const circles = importCircles(importGraph(files)).map((circle) =>
      circle.map((file) => relative(srcDir, file)),
    );
    expect(circles).toEqual([]);
  });

  describe('the checks catch what they are for', () => {
    it('finds an import circle, of two files or one', () => {
      const graph = new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
        ['d', ['d']],
        ['e', ['a']],
      ]);
      expect(importCircles(graph)).toEqual([['a', 'b', 'c'], ['d']]);
    });

    it('finds a root Ark UI import in every form, and lets per-component paths through', () => {
      const text = [
        "import { Dialog } from '@ark-ui/react';",
        "import type { MenuRootProps } from '@ark-ui/react';",
        "export { Portal } from '@ark-ui/react';",
        "const lazy = () => import('@ark-ui/react');",
        "import { Tabs } from '@ark-ui/react/tabs';",
        "const tooltip = () => import('@ark-ui/react/tooltip');",
      ].join('\n');
      expect(arkRootImports('x.tsx', text)).toEqual(['x.tsx:1', 'x.tsx:2', 'x.tsx:3', 'x.tsx:4']);
    });

    it('finds className and style on design-system components, however they are imported', () => {
      const text = `
        import { Button as UiButton } from '@ooh/ui/button';
        import { Dialog } from '@ooh/ui/dialog';
        import * as CardParts from '@ooh/ui/card';
        import { vars } from '@ooh/ui/css';
        import { stack } from './pages.css.ts';
        export function Screen() {
          return (
            <div className={stack}>
              <UiButton className="wide">Save</UiButton>
              <Dialog.Root style={{ width: vars.size.contentMax }} />
              <CardParts.Card {...{ className: stack }} title="Sites">
                <p className={stack}>Fine: a plain element inside a component.</p>
              </CardParts.Card>
            </div>
          );
        }`;
      expect(styledDesignSystemElements('screen.tsx', text)).toEqual([
        'screen.tsx:10 <UiButton className=…>',
        'screen.tsx:11 <Dialog.Root style=…>',
        'screen.tsx:12 <CardParts.Card className=…>',
      ]);
    });

    it('leaves plain elements and the app’s own components alone', () => {
      const text = `
        import { Button } from '@ooh/ui/button';
        import { Button as LocalButton } from './LocalButton.tsx';
        export function Screen() {
          return <section className="x" style={{}}><LocalButton className="y" /><Button>Go</Button></section>;
        }`;
      expect(styledDesignSystemElements('screen.tsx', text)).toEqual([]);
    });
  });
});
