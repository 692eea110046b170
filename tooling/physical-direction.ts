/**
 * The site is laid out in both directions (English left to right, Arabic right to left) by CSS
 * logical properties: `margin-inline-start`, `padding-inline-end`, `inset-inline-start`,
 * `text-align: start`, … This check finds what only works in one direction — a physical left or
 * right in a style — unless the style sets both directions explicitly: the same property in a
 * rule for right to left (`&:dir(rtl)`, `[dir='rtl'] &`) and in the rule it mirrors, as a drawer's
 * `translateX` or a mirrored icon needs.
 *
 * It reads the CSS of styled-components templates (`styled.x`, `styled(X)`, `css`,
 * `createGlobalStyle`, `keyframes`, and the strings inside their substitutions) and inline style
 * objects (`style={{ … }}`, `Object.assign(el.style, { … })`), which cannot say `:dir(rtl)`, so
 * a physical value there is always reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One physical left/right found. */
export interface PhysicalDirection {
  /** The file, as passed in. */
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** The declaration, e.g. `margin-left: 1rem`. */
  declaration: string;
  /** Why it is physical, and what to use instead. */
  reason: string;
}

type Finding = Omit<PhysicalDirection, 'file' | 'line'> & { offset: number };

const LOGICAL_HINT: Record<string, string> = {
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'margin-left': 'margin-inline-start',
  'margin-right': 'margin-inline-end',
  'padding-left': 'padding-inline-start',
  'padding-right': 'padding-inline-end',
  'border-left': 'border-inline-start',
  'border-right': 'border-inline-end',
};

/** Properties whose four-value form is top, right, bottom, left. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

/** What stands for the n-th substitution of a template: distinct, so `0 ${a} 0 ${b}` is uneven. */
const placeholder = (n: number) => `__expr${n}__`;

/** Splits a value on whitespace outside parentheses: `0 calc(1px + 2px) 0` → 3 parts. */
function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

const isZero = (length: string) => /^[-+]?0*\.?0*(px|rem|em|%|vw|deg|turn)?$/.test(length);

/** Why a declaration only works in one direction, or `undefined` when it works in both. */
export function physicalReason(property: string, value: string): string | undefined {
  const prop = property.trim().toLowerCase();
  const val = value.trim();
  if (prop.startsWith('--') || /__expr\d+_/.test(prop)) return undefined;
  if (/(^|-)(left|right)(-|$)/.test(prop)) {
    const hint = LOGICAL_HINT[prop];
    return hint ? `physical property: use ${hint}` : 'physical property: use its logical form';
  }
  if (BOX_SHORTHANDS.has(prop)) {
    const parts = splitValue(val);
    if (parts.length === 4 && parts[1] !== parts[3]) {
      return `four-value ${prop} with different right and left: use ${prop}-block and ${prop}-inline-start/-end`;
    }
  }
  if (prop === 'border-radius') {
    const parts = splitValue(val.split('/')[0] ?? '');
    const [tl, tr = tl, br = tl, bl = tr] = parts;
    if (tl !== tr || bl !== br) {
      return 'uneven border-radius: use border-start-start-radius, border-start-end-radius, …';
    }
  }
  if (prop === 'box-shadow' || prop === 'text-shadow') {
    for (const shadow of val.split(/,(?![^(]*\))/)) {
      const lengths = splitValue(shadow).filter(
        (part) => part !== 'inset' && /^[-+.\d]/.test(part),
      );
      if (lengths[0] !== undefined && !isZero(lengths[0])) {
        return 'a shadow offset to one side: set it for both directions with :dir(rtl)';
      }
    }
  }
  if (/\b(left|right)\b/i.test(val.replace(/__expr\d+__/g, ''))) {
    if (prop === 'text-align') return 'text-align: left/right: use start or end';
    return `a left/right keyword in ${prop}: use start/end, or set both directions with :dir(rtl)`;
  }
  if (/\btranslateX\s*\(\s*(?!0(px|%)?\s*\))/i.test(val)) {
    return 'translateX: set it for both directions with :dir(rtl)';
  }
  const translate = /\btranslate(3d)?\s*\(\s*([^,)\s]+)/i.exec(val);
  if (translate?.[2] !== undefined && !isZero(translate[2])) {
    return 'a horizontal translate: set it for both directions with :dir(rtl)';
  }
  if (/\bscaleX\s*\(\s*-/i.test(val) || /\bscale\s*\(\s*-/i.test(val)) {
    return 'a horizontal mirror: set it for both directions with :dir(rtl)';
  }
  const rotate = /\brotate(Z)?\s*\(\s*(-?\d+(?:\.\d+)?)deg/i.exec(val);
  if (rotate?.[2] !== undefined && Math.abs(Number(rotate[2])) % 180 === 90) {
    return 'a quarter turn (an icon pointing sideways): set it for both directions with :dir(rtl)';
  }
  if (/linear-gradient\(\s*to\s+(left|right)/i.test(val)) {
    return 'a gradient to a side: set it for both directions with :dir(rtl)';
  }
  const gradient = /linear-gradient\(\s*(-?\d+(?:\.\d+)?)deg/i.exec(val);
  if (gradient?.[1] !== undefined && Math.abs(Number(gradient[1])) % 180 !== 0) {
    return 'a slanted gradient: set it for both directions with :dir(rtl)';
  }
  return undefined;
}

/** A selector's direction, and the selector without it (what the rule mirrors). */
function directionOf(selector: string): { direction: 'rtl' | 'ltr' | 'any'; base: string } {
  const pattern =
    /:dir\(\s*(rtl|ltr)\s*\)|\[\s*dir\s*=\s*['"]?(rtl|ltr)['"]?\s*\](\s+(?=&))?|:(rtl|ltr)\b/gi;
  let direction: 'rtl' | 'ltr' | 'any' = 'any';
  const base = selector
    // `:where(:dir(rtl))` (no added specificity) is `:dir(rtl)`
    .replace(/:(?:where|is)\(\s*(:dir\(\s*(?:rtl|ltr)\s*\))\s*\)/gi, '$1')
    .replace(pattern, (_match, a?: string, b?: string, _space?: string, c?: string) => {
      direction = (a ?? b ?? c ?? 'any').toLowerCase() as 'rtl' | 'ltr';
      return '';
    })
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^&\s*(?=[\s>+~]|$)/, '') // `& svg` is `svg`, `&` is the rule itself
    .trim();
  return { direction, base };
}

/** Blanks out comments, keeping every offset. */
function blankComments(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, (line) => line.replace(/[^\n]/g, ' '));
}

interface Declaration {
  property: string;
  value: string;
  offset: number;
  path: string;
  direction: 'rtl' | 'ltr' | 'any';
}

function declarationsOf(source: string): Declaration[] {
  // A substitution alone on its line (`${mixin}`) ends there, as a declaration would.
  const css = blankComments(source).replace(
    /(^|\n)([ \t]*)(__expr\d+_)_(?=[ \t]*(\n|$))/g,
    '$1$2$3;',
  );
  const declarations: Declaration[] = [];
  const stack: { base: string; direction: 'rtl' | 'ltr' | 'any' }[] = [];
  let start = 0;
  const flush = (end: number) => {
    const text = css.slice(start, end);
    const colon = text.indexOf(':');
    const lead = text.length - text.trimStart().length;
    if (colon > 0 && text.trim()) {
      const direction = stack.reduce<Declaration['direction']>(
        (found, rule) => (rule.direction === 'any' ? found : rule.direction),
        'any',
      );
      declarations.push({
        property: text.slice(0, colon).trim(),
        value: text.slice(colon + 1).trim(),
        offset: start + lead,
        path: stack
          .map((rule) => rule.base)
          .filter(Boolean)
          .join(' » '),
        direction,
      });
    }
  };
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth > 0) continue;
    else if (char === '{') {
      stack.push(directionOf(css.slice(start, i)));
      start = i + 1;
    } else if (char === ';') {
      flush(i);
      start = i + 1;
    } else if (char === '}') {
      flush(i);
      stack.pop();
      start = i + 1;
    }
  }
  flush(css.length);
  return declarations;
}

/**
 * The physical left/rights in a piece of CSS (placeholders for substitutions allowed), each at
 * its offset. A declaration is accepted when the same property is set at the same place for the
 * other direction: in a `:dir(rtl)` / `[dir='rtl'] &` rule for one outside such a rule, and the
 * reverse.
 */
export function findInCss(css: string): Finding[] {
  const declarations = declarationsOf(css);
  const key = (d: Declaration) => `${d.path}\u0000${d.property.toLowerCase()}`;
  const rtl = new Set(declarations.filter((d) => d.direction === 'rtl').map(key));
  const other = new Set(declarations.filter((d) => d.direction !== 'rtl').map(key));
  const findings: Finding[] = [];
  for (const declaration of declarations) {
    const reason = physicalReason(declaration.property, declaration.value);
    if (!reason) continue;
    const counterparts = declaration.direction === 'rtl' ? other : rtl;
    if (counterparts.has(key(declaration))) continue;
    findings.push({
      offset: declaration.offset,
      declaration: `${declaration.property}: ${declaration.value}`.replace(/\s+/g, ' '),
      reason,
    });
  }
  return findings;
}

const CAMEL_TO_CSS = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The identifier a tag expression starts from: `styled` for `styled.div.attrs(…)<P>`. */
function rootOf(expression: ts.Expression): string | undefined {
  let node: ts.Node = expression;
  for (;;) {
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isExpressionWithTypeArguments(node)) node = node.expression;
    else if (ts.isParenthesizedExpression(node)) node = node.expression;
    else return undefined;
  }
}

const STYLE_TAGS = new Set(['styled', 'css', 'createGlobalStyle', 'keyframes']);

/** `style={{…}}`, `Object.assign(x.style, {…})`: an object of inline styles. */
function isInlineStyle(node: ts.ObjectLiteralExpression): boolean {
  const parent = node.parent;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) {
    return parent.parent.name.getText() === 'style';
  }
  if (ts.isCallExpression(parent) && parent.expression.getText() === 'Object.assign') {
    const target = parent.arguments[0];
    return target !== undefined && /\.style$/.test(target.getText());
  }
  return false;
}

/** The physical left/rights in the styles of one TypeScript/TSX source. */
export function findInSource(source: string, file = 'source.tsx'): PhysicalDirection[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: PhysicalDirection[] = [];
  const add = (offset: number, finding: Omit<Finding, 'offset'>) =>
    found.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(offset).line + 1,
      ...finding,
    });

  /** The CSS of a template, with each substitution as a placeholder; offsets map back. */
  const scanTemplate = (template: ts.TemplateLiteral) => {
    if (ts.isNoSubstitutionTemplateLiteral(template)) {
      const begin = template.getStart() + 1;
      for (const f of findInCss(template.text)) add(begin + f.offset, f);
      return;
    }
    let css = '';
    const offsets: number[] = [];
    const append = (text: string, at: number) => {
      for (let i = 0; i < text.length; i++) offsets.push(at + i);
      css += text;
    };
    const raw = (node: ts.TemplateLiteralLikeNode) => node.rawText ?? node.text;
    append(raw(template.head), template.head.getStart() + 1);
    for (const [n, span] of template.templateSpans.entries()) {
      append(placeholder(n), span.expression.getStart());
      append(raw(span.literal), span.literal.getStart() + 1);
      scanStrings(span.expression);
    }
    for (const f of findInCss(css)) add(offsets[f.offset] ?? template.getStart(), f);
  };

  /** CSS in the string literals of a substitution: `${(p) => (p.$x ? 'left: 0;' : '')}`. */
  const scanStrings = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && node.text.includes(':')) {
      for (const f of findInCss(node.text)) add(node.getStart() + 1 + f.offset, f);
      return;
    }
    if (ts.isTaggedTemplateExpression(node)) return; // visited as a template of its own
    ts.forEachChild(node, scanStrings);
  };

  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const root = rootOf(node.tag);
      if (root !== undefined && STYLE_TAGS.has(root)) scanTemplate(node.template);
    } else if (ts.isObjectLiteralExpression(node) && isInlineStyle(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = CAMEL_TO_CSS(property.name.getText().replace(/^['"]|['"]$/g, ''));
        const init = property.initializer;
        const value =
          ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)
            ? init.text
            : ts.isTemplateExpression(init)
              ? init.getText().slice(1, -1)
              : init.getText();
        const reason = physicalReason(name, value);
        if (reason) {
          add(property.getStart(), {
            declaration: `${name}: ${value}`,
            reason: `${reason} (an inline style cannot say :dir(rtl): move it to a styled component)`,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found.sort((a, b) => a.line - b.line);
}

/** Every .ts/.tsx file under `directory` (stories too: they are shown in both directions), tests aside. */
export function styleSources(directory: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  walk(directory);
  return files.sort();
}

/**
 * The physical left/rights in the styles of every source file under `directory`, each as
 * `path:line  declaration — reason` with the path from `root`: an empty list passes.
 */
export function checkDirectory(directory: string, root = directory): string[] {
  return styleSources(directory).flatMap((path) =>
    findInSource(readFileSync(path, 'utf8'), relative(root, path)).map(
      (f) => `${f.file}:${f.line}  ${f.declaration} — ${f.reason}`,
    ),
  );
}
