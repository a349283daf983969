/**
 * Pairing the elements of a batched create's answer with what was sent (pure). A create carries no
 * key of ours, and Snap answers one element per element sent, in order as far as its answers show
 * (its pages do not promise the order). So:
 * - an element whose name is the only one of its kind in the request is paired as before: by
 *   position when the answer lines up (same count, no name at a position that is not its
 *   element's), else with the one answer element that carries its name;
 * - where names repeat in one request (two ads of one name showing different creatives; copied
 *   children keeping their names), position and name prove nothing: an answer element is paired
 *   with a sent one only when what it echoes fits that one and no other of that name that differs
 *   (every field sent that the answer carries: the creative, a budget, the targeting; Snap's own
 *   additions to an object, upper case and another spelling of one instant are no difference).
 *   Elements identical in everything sent are interchangeable. An answer element that echoes
 *   nothing (a refusal without its entity) is paired only by elimination, when it is the one left
 *   for the one element left. Anything else is not guessed: the outcome is unknown, and `why` says so.
 */

type Entity = Record<string, unknown>;

export interface Pairing<E> {
	/** The answer element of this sent element, when it is certain. */
	element?: E;
	/** When there is none because names repeat: why (else no answer element is clearly this one's). */
	why?: string;
}

const isRecord = (v: unknown): v is Entity => typeof v === 'object' && v !== null && !Array.isArray(v);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

function sameText(a: string, b: string): boolean {
	if (a === b || a.toLowerCase() === b.toLowerCase()) return true;
	return ISO_DATE_TIME.test(a) && ISO_DATE_TIME.test(b) && Date.parse(a) === Date.parse(b);
}

/** Whether the answer's value can be the sent one: nothing the answer carries contradicts it. */
function agrees(sent: unknown, answer: unknown): boolean {
	if (answer === undefined || answer === null) return true;
	if (Array.isArray(sent)) return Array.isArray(answer) && answer.length === sent.length && sent.every((v) => answer.some((w) => agrees(v, w)));
	if (isRecord(sent)) return isRecord(answer) && Object.entries(sent).every(([key, value]) => agrees(value, answer[key]));
	if (typeof sent === 'string' && typeof answer === 'string') return sameText(sent, answer);
	return String(sent) === String(answer);
}

/** Key-order-free text of a sent element, to tell identical elements. */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	if (isRecord(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
	return JSON.stringify(value) ?? 'undefined';
}

/** One pairing per sent element, in the order sent. `nameKey` is the field that names an element. */
export function pairAnswers<E extends { entity?: Entity }>(sent: Entity[], answers: E[], nameKey = 'name'): Array<Pairing<E>> {
	const nameOf = (e: E | undefined) => e?.entity?.[nameKey];
	const lined = answers.length === sent.length && sent.every((s, k) => nameOf(answers[k]) === undefined || nameOf(answers[k]) === s[nameKey]);
	const out: Array<Pairing<E>> = sent.map(() => ({}));
	const byName = new Map<unknown, number[]>();
	sent.forEach((s, k) => byName.set(s[nameKey], [...(byName.get(s[nameKey]) ?? []), k]));
	for (const [name, group] of byName) {
		if (group.length === 1) {
			const [k] = group;
			const named = answers.filter((a) => nameOf(a) === name);
			if (lined) out[k] = { element: answers[k] };
			else if (named.length === 1) out[k] = { element: named[0] };
			continue;
		}
		const candidates = lined ? group : answers.map((_, j) => j).filter((j) => nameOf(answers[j]) === name);
		const paired = pairGroup(sent, answers, group, candidates, lined);
		for (const k of group) {
			const j = paired.get(k);
			out[k] =
				j === undefined
					? { why: `another element of the same request has the same name (${JSON.stringify(name)}), and Snapchat's answer does not tell them apart` }
					: { element: answers[j] };
		}
	}
	return out;
}

/** Pairs the sent elements of one name (`group`) with answer elements (`candidates`, indexes): sent index -> answer index. */
function pairGroup<E extends { entity?: Entity }>(sent: Entity[], answers: E[], group: number[], candidates: number[], lined: boolean): Map<number, number> {
	const fits = (k: number, j: number) => agrees(sent[k], answers[j].entity ?? {});
	const same = (a: number, b: number) => canonical(sent[a]) === canonical(sent[b]);
	const paired = new Map<number, number>();
	const taken = new Set<number>();
	const open = () => group.filter((k) => !paired.has(k));
	const free = () => candidates.filter((j) => !taken.has(j));
	const pair = (k: number, j: number) => {
		paired.set(k, j);
		taken.add(j);
	};
	for (let progress = true; progress; ) {
		progress = false;
		for (const k of open()) {
			// The answer elements that fit k and no open element of the name that differs from k.
			const sure = free().filter((j) => fits(k, j) && open().every((m) => !fits(m, j) || same(m, k)));
			const peers = open().filter((m) => same(m, k)).length;
			if (sure.length === 0 || sure.length > peers) continue;
			pair(k, lined && sure.includes(k) ? k : sure[0]);
			progress = true;
		}
		const [last, ...moreOpen] = open();
		const [left, ...moreFree] = free();
		if (last !== undefined && left !== undefined && moreOpen.length === 0 && moreFree.length === 0 && fits(last, left)) {
			pair(last, left);
			progress = true;
		}
	}
	return paired;
}
