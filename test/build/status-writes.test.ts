import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 27: every status or step column changes only through its machine. This reads the server's sources and
 * finds every write of such a column: a `.set({...})`, `.values({...})` or `onConflictDoUpdate({ set })` on the
 * column's table, a dossier patch given to `updateDossierAtVersion`, and the deletion of a dossier or a link
 * (the end of their lifecycle). Only the files of the allow-list may write them, each for the reason it gives.
 */
const GUARDED: Record<string, readonly string[]> = {
  dossiers: ['statutDossierId', 'etapeEncodage'],
  documents: ['statut'],
  xContacts: ['validationStatus', 'actif'],
  demandesLabellisation: ['statut'],
  contactCompetences: ['statut'],
  labels: ['statut'],
  rapportsPrestation: ['etape'],
};

/** Tables whose rows may only be deleted by their lifecycle's last event. */
const DELETED_ONLY_BY_MACHINE = ['dossiers', 'xContacts'];

/** Helpers that write a dossier row, and which of their arguments is the row's columns. */
const DOSSIER_WRITERS: Record<string, number> = { updateDossierAtVersion: 2, insertDossier: 1 };

/** Who may write which column, and why: the transition services and the machines' initial states. */
const ALLOWED: Record<string, { writes: string[]; why: string }> = {
  'server/services/dossiers/transition.ts': {
    writes: ['dossiers.statutDossierId'],
    why: 'the dossier status lifecycle: the status the dossierStatus machine reaches, with its effects and a history row',
  },
  'server/services/dossiers/delete.ts': {
    writes: ['dossiers.delete'],
    why: 'DELETE_DOSSIER of the dossierStatus machine: the row goes once the machine reached `deleted`',
  },
  'server/services/dossiers/creation.ts': {
    writes: ['dossiers.statutDossierId'],
    why: 'a new dossier starts in the initial state of the dossierStatus machine (its status is read from the machine)',
  },
  'server/services/wizard/creation.ts': {
    writes: ['dossiers.etapeEncodage'],
    why: 'a new dossier starts at the first step of its wizard machine',
  },
  'server/services/dossiers/duplicate.ts': {
    writes: ['dossiers.etapeEncodage'],
    why: 'a duplicate is a new dossier: it starts at the first step of its wizard machine',
  },
  'server/services/wizard/save-step.ts': {
    writes: ['dossiers.etapeEncodage'],
    why: 'the saved step the wizard machine decides (machines/dossierWizard.save.ts)',
  },
  'server/services/documents/transition.ts': {
    writes: ['documents.statut'],
    why: 'the document machine: the status it reaches, who set it and when',
  },
  'server/services/documents/store-upload.ts': {
    writes: ['documents.statut'],
    why: 'a new document starts in the initial state of the document machine (its status is read from the machine)',
  },
  'server/services/contact-links/transition.ts': {
    writes: ['xContacts.validationStatus', 'xContacts.actif'],
    why: 'the contactLink machine: creation, re-request, decision and deletion of a link, each with a history row',
  },
  'server/services/labellisation/create.ts': {
    writes: ['demandesLabellisation.statut'],
    why: 'a new request starts in the initial state of the labellisationRequest machine (in introduction)',
  },
  'server/services/labellisation/transition.ts': {
    writes: ['demandesLabellisation.statut'],
    why: 'the labellisationRequest machine',
  },
  'server/services/labellisation/expert-competences.ts': {
    writes: ['contactCompetences.statut'],
    why: 'the expertCompetence machine; a new competence starts in its initial state (in analysis)',
  },
  'server/services/labellisation/labels.ts': {
    writes: ['labels.statut'],
    why: 'the label machine; a granted label starts in its initial state (active)',
  },
  'server/services/service-report/apply.ts': {
    writes: ['rapportsPrestation.etape'],
    why: 'the serviceReport machine: the step it reaches',
  },
  'server/seed/demo-dossiers.ts': { writes: ['dossiers.etapeEncodage'], why: 'demo data: each demo dossier is stored at the step its plan names, then its status events go through the machine' },
  'server/seed/demo-experts.ts': { writes: ['contactCompetences.statut'], why: 'demo data, stored as facts on first start' },
  'server/seed/demo-document.ts': { writes: ['documents.statut'], why: 'demo data (the demo service report, an expert\'s CV), stored as facts on first start' },
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join('/'));
}

/** The table a Drizzle chain writes: the identifier given to its `.update(T)`, `.insert(T)` or `.delete(T)`. */
function tableOfChain(node: ts.Node, verbs: readonly string[]): string | null {
  let current: ts.Node = node;
  while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) {
    if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression) && verbs.includes(current.expression.name.text)) {
      const [table] = current.arguments;
      if (table && ts.isIdentifier(table)) return table.text;
    }
    current = ts.isCallExpression(current) ? current.expression : current.expression;
  }
  return null;
}

/** The keys an argument writes: an object literal's own keys, those of the objects of an array or of an arrow's body. */
function writtenKeys(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node)) return writtenKeys(node.expression);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) => {
      if ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name && ts.isIdentifier(property.name)) {
        // onConflictDoUpdate({ target, set: {...} }): the `set` is what it writes.
        return property.name.text === 'set' && ts.isPropertyAssignment(property) ? writtenKeys(property.initializer) : [property.name.text];
      }
      return [];
    });
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(writtenKeys);
  if (ts.isArrowFunction(node)) return writtenKeys(node.body);
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'map') return writtenKeys(node.arguments[0]);
  return [];
}

/** Every guarded write of a file, as `table.column` (or `table.delete`). */
export function guardedWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : null;
      if (ts.isPropertyAccessExpression(callee) && (method === 'set' || method === 'values' || method === 'onConflictDoUpdate')) {
        const table = tableOfChain(callee.expression, ['update', 'insert']);
        const columns = table ? GUARDED[table] : undefined;
        if (columns) for (const key of writtenKeys(node.arguments[0])) if (columns.includes(key)) found.push(`${table}.${key}`);
      }
      if (method && DOSSIER_WRITERS[method] !== undefined) {
        for (const key of writtenKeys(node.arguments[DOSSIER_WRITERS[method]])) if (GUARDED.dossiers!.includes(key)) found.push(`dossiers.${key}`);
      }
      if (ts.isPropertyAccessExpression(callee) && method === 'delete') {
        const [table] = node.arguments;
        if (table && ts.isIdentifier(table) && DELETED_ONLY_BY_MACHINE.includes(table.text)) found.push(`${table.text}.delete`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found)];
}

describe('status and step columns are written only through their machine (issue 27)', () => {
  const writes = Object.fromEntries(
    sourceFiles('server')
      .filter((file) => !file.startsWith('server/db/'))
      .map((file) => [file, guardedWrites(file, readFileSync(file, 'utf8'))] as const)
      .filter(([, found]) => found.length > 0),
  );

  it('finds no write of a status or step column outside the allow-list of transition services', () => {
    const outside = Object.entries(writes).flatMap(([file, found]) =>
      found.filter((write) => !ALLOWED[file]?.writes.includes(write)).map((write) => `${file}: ${write}`),
    );
    expect(outside).toEqual([]);
  });

  it('keeps no allow-list entry that no longer writes what it says', () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, { writes: allowed }]) =>
      allowed.filter((write) => !writes[file]?.includes(write)).map((write) => `${file}: ${write}`),
    );
    expect(stale).toEqual([]);
  });

  it('sees the writes it looks for (a check that could not fail would prove nothing)', () => {
    const sample = `
      await tx.update(documents).set({ statut: 2, statutPar: 1 }).where(x);
      await tx.insert(xContacts).values({ validationStatus: 0 }).onConflictDoUpdate({ target: [], set: { actif: true } });
      await db.insert(contactCompetences).values(rows.map((r) => ({ statut: 34 })));
      await updateDossierAtVersion(tx, row, { ...patch, etapeEncodage: 3 }, at);
      await tx.delete(dossiers).where(y);
      await tx.update(organisations).set({ statut: 1 });`;
    expect(guardedWrites('sample.ts', sample).sort()).toEqual(
      ['contactCompetences.statut', 'documents.statut', 'dossiers.delete', 'dossiers.etapeEncodage', 'xContacts.actif', 'xContacts.validationStatus'].sort(),
    );
  });
});
