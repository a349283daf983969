/**
 * Metric Passed a Threshold, the judging: which side of the line an entity's figures are on. Pure:
 * no I/O. Money is compared in Snap's integer micro-currency (no floating-point rounding decides a
 * crossing); ratios as numbers.
 *
 * Hysteresis: an entity crosses when its metric is past the limit, and counts as recovered only
 * when it is back by the Recovery Margin (e.g. 10%: a cost per result limit of 30 recovers at 27 or
 * less), so a metric that hovers around the line does not fire at every poll. Between the two, and
 * whenever the minimums are not met, the entity keeps what it was.
 */
export type MetricKind = 'costPerResult' | 'roas' | 'swipeUpRate' | 'cpm';

export interface MetricRule {
	kind: MetricKind;
	/** Cost per result: Snap's stats field counted as a result (e.g. conversion_purchases). */
	resultField: string;
	/** Money metrics (cost per result, CPM): micro-currency. ROAS: a ratio (2 = 200%). Swipe-up rate: percent. */
	limit: number;
	minSpendMicro: number;
	/** Cost per result and ROAS: results (purchases for ROAS). Swipe-up rate and CPM: impressions. */
	minCount: number;
	/** Percent, 0 to 90. */
	recoveryMarginPercent: number;
}

/** An entity's figures over the window, as Snap counts them. */
export interface Figures {
	spendMicro: number;
	impressions: number;
	swipes: number;
	/** The rule's result (cost per result), or purchases (ROAS). */
	results: number;
	purchaseValueMicro: number;
}

export type Verdict = 'crossed' | 'recovered' | 'between' | 'unjudged';

/** "above" for costs (cost per result, CPM), "below" for returns and rates. */
export function directionOf(kind: MetricKind): 'above' | 'below' {
	return kind === 'costPerResult' || kind === 'cpm' ? 'above' : 'below';
}

/** The Snap stats fields a rule needs. */
export function fieldsOf(rule: MetricRule): string[] {
	switch (rule.kind) {
		case 'costPerResult':
			return [...new Set(['spend', 'impressions', rule.resultField])];
		case 'roas':
			return ['spend', 'impressions', 'conversion_purchases', 'conversion_purchases_value'];
		case 'swipeUpRate':
		case 'cpm':
			return ['spend', 'impressions', 'swipes'];
	}
}

/** What the minimum count is counted in. */
export function countOf(rule: MetricRule, f: Figures): number {
	return rule.kind === 'costPerResult' || rule.kind === 'roas' ? f.results : f.impressions;
}

/**
 * The metric's value: cost per result and CPM in micro-currency (rounded), ROAS as a ratio, swipe-up
 * rate in percent; null when it has no value (nothing to divide by; for cost per result, spend
 * without any result, which counts as above every limit).
 */
export function metricValue(rule: MetricRule, f: Figures): number | null {
	switch (rule.kind) {
		case 'costPerResult':
			return f.results > 0 ? Math.round(f.spendMicro / f.results) : null;
		case 'cpm':
			return f.impressions > 0 ? Math.round((f.spendMicro * 1000) / f.impressions) : null;
		case 'roas':
			return f.spendMicro > 0 ? f.purchaseValueMicro / f.spendMicro : null;
		case 'swipeUpRate':
			return f.impressions > 0 ? (f.swipes * 100) / f.impressions : null;
	}
}

export function judge(rule: MetricRule, f: Figures): Verdict {
	if (f.spendMicro < rule.minSpendMicro || countOf(rule, f) < rule.minCount) return 'unjudged';
	// Recovery compared multiplied by 100 (no division), so 2 x 110% is exactly 220%, not 220.00000000000003.
	const back = 100 - rule.recoveryMarginPercent;
	const ahead = 100 + rule.recoveryMarginPercent;
	switch (rule.kind) {
		case 'costPerResult':
			// Spend without a single result costs more per result than any limit.
			if (f.results === 0) return f.spendMicro > 0 ? 'crossed' : 'unjudged';
			if (f.spendMicro > rule.limit * f.results) return 'crossed';
			return f.spendMicro * 100 <= rule.limit * back * f.results ? 'recovered' : 'between';
		case 'cpm':
			if (f.impressions === 0) return 'unjudged';
			if (f.spendMicro * 1000 > rule.limit * f.impressions) return 'crossed';
			return f.spendMicro * 100_000 <= rule.limit * back * f.impressions ? 'recovered' : 'between';
		case 'roas':
			if (f.spendMicro === 0) return 'unjudged';
			if (f.purchaseValueMicro < rule.limit * f.spendMicro) return 'crossed';
			return f.purchaseValueMicro * 100 >= rule.limit * ahead * f.spendMicro ? 'recovered' : 'between';
		case 'swipeUpRate':
			if (f.impressions === 0) return 'unjudged';
			if (f.swipes * 100 < rule.limit * f.impressions) return 'crossed';
			return f.swipes * 10_000 >= rule.limit * ahead * f.impressions ? 'recovered' : 'between';
	}
}

/** At most this many entities are remembered as "past the line" (8 characters each in static data). */
export const MAX_REMEMBERED = 5000;

/**
 * One poll's step. `past`: hashes of the entities past the line at the last poll (undefined: the
 * first poll, a baseline). Returns who is past the line now and who just crossed (to report).
 * Entities no longer watched leave the record; an entity not judged this time keeps its mark.
 */
export function step(
	past: ReadonlySet<string> | undefined,
	verdicts: ReadonlyArray<{ hash: string; verdict: Verdict }>,
): { past: string[]; crossed: string[] } {
	const now: string[] = [];
	const crossed: string[] = [];
	for (const { hash, verdict } of verdicts) {
		const was = past?.has(hash) === true;
		if (verdict === 'crossed') {
			if (past !== undefined && !was) crossed.push(hash);
			now.push(hash);
		} else if (was && verdict !== 'recovered') {
			now.push(hash);
		}
	}
	return { past: now.slice(0, MAX_REMEMBERED), crossed };
}
