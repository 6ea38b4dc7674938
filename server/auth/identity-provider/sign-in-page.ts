import escapeHtml from 'escape-html';
import { formatNationalRegisterNumber } from '../../../domain/format';
import type { TestIdentity } from './identities';
import { IDP_MOUNT } from './provider';

export const SIGN_IN_STYLESHEET = `${IDP_MOUNT}/interaction/sign-in.css`;

/** What the page shows again after a refused form: the message and the typed values. */
export interface SignInPageState {
  error?: string;
  typed?: { nrn?: string; prenom?: string; nom?: string };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — service d'identité de test</title>
<link rel="stylesheet" href="${SIGN_IN_STYLESHEET}">
</head>
<body>
<main>
<p class="banner">Service d'identité de test : il remplace la carte d'identité électronique et l'application mobile sur une plateforme de démonstration. Il n'existe jamais en production.</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const identityLabel = (i: TestIdentity) => `${i.prenom} ${i.nom} — ${formatNationalRegisterNumber(i.nationalRegisterNumber)}`;

/** The provider's sign-in page: pick a listed person, or type another one; or cancel and go back to the platform. */
export function signInPage(uid: string, identities: readonly TestIdentity[], state: SignInPageState = {}): string {
  const action = `${IDP_MOUNT}/interaction/${encodeURIComponent(uid)}`;
  const typed = state.typed ?? {};
  const radios = identities
    .map(
      (identity, index) =>
        `<li><label><input type="radio" name="identity" value="${escapeHtml(identity.nationalRegisterNumber)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(identityLabel(identity))}</label></li>`,
    )
    .join('\n');
  const field = (name: 'nrn' | 'prenom' | 'nom', label: string, extra = '') =>
    `<p><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(typed[name] ?? '')}"${extra}></p>`;
  return page(
    'Identification',
    `${state.error ? `<p role="alert" class="error">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="${action}/login">
<fieldset>
<legend>Personne dont vous prouvez l'identité</legend>
<ul>
${radios}
</ul>
</fieldset>
<button type="submit">S'identifier</button>
</form>
<form method="post" action="${action}/login" class="other">
<fieldset>
<legend>Une autre personne</legend>
${field('nrn', 'Numéro de registre national', ' required inputmode="numeric" autocomplete="off" aria-describedby="nrn-hint"')}
<p id="nrn-hint" class="hint">11 chiffres, par exemple 67.04.20-678.60.</p>
${field('prenom', 'Prénom', ' autocomplete="off"')}
${field('nom', 'Nom', ' autocomplete="off"')}
</fieldset>
<button type="submit">S'identifier avec ce numéro</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">Annuler et revenir à la plateforme</button>
</form>`,
  );
}

/** An interaction the provider no longer knows (expired, or opened without its cookie). */
export function expiredPage(): string {
  return page('Identification expirée', "<p>Cette demande d'identification a expiré ou n'est pas valide. Retournez sur la plateforme et recommencez.</p>");
}

/** The page's styles, served as a file: the security policy allows no inline style. */
export const SIGN_IN_CSS = `
body { margin: 0; font-family: system-ui, sans-serif; color: #1d2733; background: #f3f5f8; line-height: 1.5; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
.banner { margin: 0 0 1rem; padding: 0.75rem; background: #fff4d6; border-left: 4px solid #b7791f; font-size: 0.9rem; }
.error { padding: 0.75rem; background: #fde8e8; border-left: 4px solid #c53030; }
fieldset { border: 1px solid #cbd2d9; border-radius: 6px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
ul { list-style: none; margin: 0; padding: 0; }
li { margin: 0.35rem 0; }
label { cursor: pointer; }
input:not([type]) { display: block; width: 100%; box-sizing: border-box; margin-top: 0.25rem; padding: 0.5rem; font: inherit; border: 1px solid #9aa5b1; border-radius: 4px; }
.hint { margin: -0.5rem 0 0.5rem; font-size: 0.85rem; color: #52606d; }
button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 4px; border: 1px solid #1f4e8c; background: #1f4e8c; color: #fff; cursor: pointer; margin-bottom: 1.25rem; }
button.secondary { background: #fff; color: #1f4e8c; }
:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
@media (max-width: 30rem) { main { margin: 0; border-radius: 0; padding: 1rem; } button { width: 100%; } }
`;
