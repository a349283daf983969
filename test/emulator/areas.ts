/**
 * The API areas of the emulator, in registration order. A new area is one module exporting
 * `xxxArea(state): EmulatorArea` plus ONE line here (see README, "Adding an API area").
 */
import { accountsArea } from './accounts';
import { adsArea } from './ads';
import { adsCreateArea } from './adsCreate';
import { adsRoutesArea } from './adsRoutes';
import { bidEstimateArea } from './bidEstimate';
import { conversionsArea } from './conversions';
import { creativesArea } from './creatives';
import { eventDetailsArea } from './eventDetails';
import { faultsArea } from './faults';
import { leadGenArea } from './leadGen';
import { mediaArea } from './media';
import { pixelsArea } from './pixels';
import { pixelEligibilityArea } from './pixelEligibility';
import type { EmulatorArea } from './router';
import { statsArea } from './stats';
import type { EmulatorState } from './state';
import { segmentsArea } from './segments';
import { targetingArea } from './targeting';
import { oauthArea } from './tokens';

export const AREAS: ReadonlyArray<(state: EmulatorState) => EmulatorArea> = [
	oauthArea,
	accountsArea,
	eventDetailsArea,
	faultsArea,
	adsArea,
	segmentsArea,
	statsArea,
	adsRoutesArea,
	adsCreateArea,
	conversionsArea,
	leadGenArea,
	mediaArea,
	creativesArea,
	targetingArea,
	pixelsArea,
	pixelEligibilityArea,
	bidEstimateArea,
];
