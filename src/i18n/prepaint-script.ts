import { langs } from "@/config/languages";
import { prefixedRegionIds, regionIds, regions } from "@/config/regions";
import { LANG_COOKIE, langCookieAttributes, sessionKeys, storageKeys } from "./cookie";
import { cookieLangPattern, queryLangPattern } from "./resolve";

const js = JSON.stringify;
/** The region a pathname belongs to, as `splitRegion` decides it: its first segment when that is a prefixed region. */
const regionPathPattern = `^/(${prefixedRegionIds.join("|")})(?:/|$)`;
const unprefixedRegion = regionIds.find((id) => regions[id].prefix === "");

/**
 * Runs in <head> before the first paint (inline, no bundle):
 * - marks <html data-js> so CSS no-JS fallbacks switch off;
 * - keeps local storage (`region`, `hasSubPath`, `lang`) in step with the page;
 * - language step 3 of SPEC 2: when the page was rendered with the default
 *   language (no valid `?lang`, no valid cookie) and local storage holds
 *   another valid language, it sets the cookie and reloads once. It reloads
 *   only if the cookie really stuck, so the next load resolves by cookie and
 *   can never loop; a session flag guards it a second time.
 *
 * Generated from the site's own rules, as the edge's nginx configuration is: the languages
 * (src/config/languages.ts), the regions (src/config/regions.ts), the patterns with which the
 * proxy reads `?lang` and the cookie (src/i18n/resolve.ts, raw values, no decoding) and the
 * cookie's attributes (src/i18n/cookie.ts). A language or region added there is known here too;
 * prepaint-script.test.ts runs this exact string against the proxy's decision.
 */
export const prepaintScript = `(function(){try{
var d=document.documentElement,L=${js(langs)},s=window.localStorage,cur=d.lang;
d.setAttribute("data-js","");
var m=new RegExp(${js(regionPathPattern)}).exec(location.pathname),region=m?m[1]:${js(unprefixedRegion)};
s.setItem(${js(storageKeys.region)},region);s.setItem(${js(storageKeys.hasSubPath)},m?"true":"false");
var q=new RegExp(${js(queryLangPattern)}).exec(location.search.slice(1));
var ck=function(){var c=new RegExp(${js(cookieLangPattern)}).exec(document.cookie);return c?c[1]:null};
if(q||ck()){s.setItem(${js(storageKeys.lang)},cur);sessionStorage.removeItem(${js(sessionKeys.langReload)});return}
var want=s.getItem(${js(storageKeys.lang)});
if(L.indexOf(want)>-1&&want!==cur&&!sessionStorage.getItem(${js(sessionKeys.langReload)})){
document.cookie=${js(`${LANG_COOKIE}=`)}+want+${js(langCookieAttributes)}+(location.protocol==="https:"?";secure":"");
if(ck()===want){sessionStorage.setItem(${js(sessionKeys.langReload)},"1");location.reload()}}
}catch(e){}})();`;
