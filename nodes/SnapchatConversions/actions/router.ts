/** Dispatch: operation -> execute. Adding an operation is one file and one line in OPERATIONS. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import * as send from './send/send.operation';
import * as getTestLogs from './testTool/getTestLogs.operation';
import * as getTestStats from './testTool/getTestStats.operation';

interface OperationModule {
	properties: INodeProperties[];
	execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]>;
}

const OPERATIONS: Record<string, OperationModule> = { send, getTestLogs, getTestStats };

export const operationProperty: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	default: 'send',
	options: [
		{
			name: 'Send Events',
			value: 'send',
			description: 'Send one conversion event per input item (purchases, sign-ups, leads), hashed in n8n',
			action: 'Send conversion events',
		},
		{
			name: 'Get Test Logs',
			value: 'getTestLogs',
			description: "Read what Snap's test tool saw of the events sent in Test Mode",
			action: 'Get test event logs',
		},
		{
			name: 'Get Test Stats',
			value: 'getTestStats',
			description: "Read the counts of Snap's test tool for events sent in Test Mode",
			action: 'Get test event stats',
		},
	],
};

export function properties(): INodeProperties[] {
	return [operationProperty, ...Object.values(OPERATIONS).flatMap((o) => o.properties)];
}

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const operation = this.getNodeParameter('operation', 0) as string;
	const selected = Object.prototype.hasOwnProperty.call(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
	if (!selected) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`);
	return [await selected.execute.call(this, items)];
}
