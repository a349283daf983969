// Getting the event the first scenario deleted: the run must fail with a clear "not found" from a 404.
// Its workflow is built and imported only now, since the id is known only after that run.
import { errorMessage, runFailed, tail } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_ID = 'e2eGetDeleted001';

async function run({ c, record, tag, execute, importWorkflows, shared }) {
	const id = shared.createdId;
	if (!id) {
		record(false, `${tag}get after delete: the run fails with a clear error`, 'no created event to delete');
		return;
	}
	await importWorkflows([chain(WF_ID, 'E2E: get after delete', [snapNode('Get deleted event', { operation: 'get', eventDetailId: rl(id) }, [220, 0])])]);
	const gd = await execute(WF_ID);
	await c('get after delete: the run fails with a clear "not found / deleted" error from a 404', () => {
		if (!runFailed(gd)) return 'the run succeeded';
		const call = gd.log.find((r) => r.method === 'GET' && r.path === `/v1/event_details/${id}`);
		if (!call) return 'no GET request';
		if (call.status !== 404) return `emulator answered ${call.status}`;
		return /not found|deleted/i.test(errorMessage(gd)) ? true : `error text: ${tail(gd.res)}`;
	});
	console.log(`       error: ${errorMessage(gd)}`);
}

export default { name: 'get-after-delete', workflows: () => [], run };
