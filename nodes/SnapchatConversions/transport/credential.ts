/** The name of the Conversions credential type: the node and the transport use this one constant (its own file, so the node's description loads without the transport). */
export const CONVERSIONS_CREDENTIAL = 'snapchatConversionsApi';
