// Last: nothing n8n printed in any run of this suite contains a token, the client secret or an
// Authorization header value (the Conversions API token included).
async function run({ c, runs, tokens, emulator, shared }) {
	await c('no token, secret or Authorization header in any n8n output', () => {
		const all = runs.map((x) => x.text).join('\n');
		const leaks = [tokens.refreshToken, emulator.client.clientSecret, shared.newToken, emulator.conversions?.token].filter((s) => s && all.includes(s));
		return leaks.length ? `${leaks.length} secret value(s) printed` : true;
	});
}

export default { name: 'no-secrets', workflows: () => [], run };
