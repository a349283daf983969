// Bad input fails before anything is sent, with an error naming the field (and the item).
import { errorMessage, runFailed, tail } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF = { badTime: 'e2eBadTime000001', badName: 'e2eBadName000001' };

function workflows({ accounts }) {
	const create = (name, params) =>
		snapNode(name, { operation: 'create', adAccountId: rl(accounts.berlin), eventTimeZone: 'Europe/Berlin', ...params }, [220, 0]);
	return [
		chain(WF.badTime, 'E2E: start time in the spring-forward gap', [
			create('Create at a skipped time', { eventName: 'E2E never sent', eventStartTime: '2027-03-28T02:30' }),
		]),
		chain(WF.badName, 'E2E: empty event name', [
			// An expression, as when a form field arrives empty (a literal '' is caught by n8n's own
			// required-parameter check before the node runs).
			create('Create with empty name', { eventName: "={{ '   ' }}", eventStartTime: '2027-05-01T10:00:00Z' }),
		]),
	];
}

/** { msg } when the run failed and sent nothing (msg: its error message), else { problem }. */
function failedBeforeSending(x) {
	if (!runFailed(x)) return { problem: 'the run succeeded' };
	if (x.log.length) return { problem: `${x.log.length} requests reached the emulator` };
	return { msg: errorMessage(x) };
}

async function run({ c, execute }) {
	const badTime = await execute(WF.badTime);
	await c('bad input: start time 2027-03-28T02:30 in Europe/Berlin (skipped by DST) fails naming "Event Start Time" and the item; no request sent', () => {
		const { problem, msg } = failedBeforeSending(badTime);
		if (problem) return problem;
		if (!/Event Start Time/.test(msg)) return `error does not name the field: ${msg || tail(badTime.res)}`;
		return /item/i.test(msg) ? true : `error does not name the item: ${msg}`;
	});
	console.log(`       error: ${errorMessage(badTime)}`);
	const badName = await execute(WF.badName);
	await c('bad input: empty Event Name fails naming "Event Name"; no request sent', () => {
		const { problem, msg } = failedBeforeSending(badName);
		if (problem) return problem;
		return /Event Name/.test(msg) ? true : `error does not name the field: ${msg || tail(badName.res)}`;
	});
	console.log(`       error: ${errorMessage(badName)}`);
}

export default { name: 'bad-input', workflows, run };
