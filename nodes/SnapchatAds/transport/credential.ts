/** The name of the package's credential type: the node, the transport and the credential class use this one constant. */
export const CREDENTIAL_TYPE = 'snapchatAdsOAuth2Api';
