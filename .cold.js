require('n8n-workflow'); require('luxon');
const before = new Set(Object.keys(require.cache));
const t0 = process.hrtime.bigint();
require('/work/wt/editor/dist/nodes/SnapchatAds/SnapchatAds.node.js');
require('/work/wt/editor/dist/credentials/SnapchatAdsOAuth2Api.credentials.js');
const t1 = process.hrtime.bigint();
const added = Object.keys(require.cache).filter(k=>!before.has(k));
console.log(Number(t1-t0)/1e6, added.length, added.filter(k=>!k.startsWith('/work/wt/editor/dist')).slice(0,20));
