/** Signs in and rotates the user's API key: keys are shown only when created or rotated (the store keeps hashes). */
export async function apiKeyOf(url: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const rotated = await fetch(`${url}/api/user/apiKey`, { method: 'POST', headers: { cookie } });
  return ((await rotated.json()) as { apiKey: string }).apiKey;
}
