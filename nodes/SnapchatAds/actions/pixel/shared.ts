/**
 * What the Pixel operations share: the Ad Account and Pixel pickers (From List / By ID), the pixel
 * checked to belong to the chosen ad account before any stats request, and the pixel's output item.
 */
import type {
  IDataObject,
  IExecuteFunctions,
  INodeProperties,
} from "n8n-workflow";

import {
  listPixels,
  pixelSummary,
  type PixelSummary,
} from "../../api/pixel/pixels";
import type { SnapClient } from "../../transport";
import { InputError } from "../../../shared/input/validation";
import { inputError } from "../../../shared/items/errors";
import { createRunCache } from "../../../shared/items/runCache";
import {
  adAccountLocator,
  readLocatorId,
  uuidLocator,
} from "../common/locators";

export const RESOURCE = "pixel" as const;
export const PIXEL_FIELD = "Pixel";

export function pixelAdAccountLocator(
  operations: string[],
  required: boolean,
): INodeProperties {
  return adAccountLocator(RESOURCE, operations, {
    required,
    description: required
      ? "The ad account that owns the pixel. The pixel must belong to it: a pixel of another ad account is refused before its stats are read."
      : "Only used to fill the Pixel list below and to check that the pixel belongs to it. Not needed when you enter the pixel by ID.",
  });
}

/** The Pixel picker: the chosen ad account's pixels, or an ID (Snap documents no link to a pixel, so no By URL). */
export function pixelLocator(operations: string[]): INodeProperties {
  const locator = uuidLocator({
    displayName: PIXEL_FIELD,
    name: "pixelId",
    what: "pixel",
    searchListMethod: "searchPixels",
    required: true,
    description:
      "The Snap Pixel. The list shows the pixels of the ad account chosen above with their status; By ID takes the pixel ID from Events Manager.",
    resource: RESOURCE,
    operations,
  });
  return {
    ...locator,
    modes: (locator.modes ?? []).filter((mode) => mode.name !== "url"),
  };
}

export function readPixelId(ctx: IExecuteFunctions, itemIndex: number): string {
  return readLocatorId(ctx, itemIndex, "pixelId", PIXEL_FIELD, "pixel");
}

/** The output of a pixel: Snap's fields as they came, whether it is usable, its Ads Manager link, the snippet only when asked. */
export function pixelJson(summary: PixelSummary): IDataObject {
  return {
    ...(summary.raw as IDataObject),
    usable: summary.usable,
    ...(summary.adsManagerLink
      ? { ads_manager_url: summary.adsManagerLink }
      : {}),
    ...(summary.snippet !== undefined
      ? { pixel_javascript: summary.snippet }
      : {}),
  };
}

/**
 * The pixels of each ad account, read once per run (one list request however many items name the
 * account), and the check that an item's pixel is one of them: a pixel of another ad account is an
 * InputError on the Pixel field, and its stats are never asked for.
 */
export function createPixelLookup(ctx: IExecuteFunctions, client: SnapClient) {
  const lists = createRunCache<PixelSummary[]>();
  return {
    async ofAccount(
      adAccountId: string,
      itemIndex: number,
    ): Promise<PixelSummary[]> {
      return await lists(adAccountId, async () =>
        (await listPixels(client, adAccountId, { itemIndex })).map((p) =>
          pixelSummary(p),
        ),
      );
    },
    async owned(
      adAccountId: string,
      pixelId: string,
      itemIndex: number,
    ): Promise<PixelSummary> {
      const found = (await this.ofAccount(adAccountId, itemIndex)).find(
        (p) => p.id === pixelId,
      );
      if (!found) {
        throw inputError(
          ctx,
          new InputError(
            PIXEL_FIELD,
            `Pixel ${pixelId} is not a pixel of ad account ${adAccountId}`,
            "Pick the pixel from the list (it shows the pixels of the chosen ad account), or choose the ad account that owns the pixel",
          ),
          itemIndex,
        );
      }
      return found;
    },
  };
}
