/**
 * Streams of dossier creations against a listening server, each sending its next POST /dossiers/add as soon as
 * the last one answered, until the server is gone (a refused connection) or says it is stopping (503): what a
 * shutdown must not lose. `answered` holds the ids the server answered 201, `statuses` every status seen.
 */
export function dossierWriters(url: string, headers: Record<string, string>, typeAideId: number, streams = 6) {
  const answered: number[] = [];
  const statuses: number[] = [];
  const writer = async () => {
    for (;;) {
      let response: Response;
      try {
        response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ typeAideId }) });
      } catch {
        return;
      }
      statuses.push(response.status);
      if (response.status === 201) answered.push(((await response.json()) as { result: { id: number } }).result.id);
      else if (response.status === 503) return;
    }
  };
  return { answered, statuses, writers: Array.from({ length: streams }, () => writer()) };
}
