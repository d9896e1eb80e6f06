/**
 * Runs in <head> before the first paint (inline, no bundle):
 * - marks <html data-js> so CSS no-JS fallbacks switch off;
 * - keeps local storage (`region`, `hasSubPath`, `lang`) in step with the page;
 * - language step 3 of SPEC 2: when the page was rendered with the default
 *   language (no valid `?lang`, no valid cookie) and local storage holds
 *   another valid language, it sets the cookie and reloads once. It reloads
 *   only if the cookie really stuck, so the next load resolves by cookie and
 *   can never loop; a session flag guards it a second time.
 * Kept tiny and dependency-free; the unit test runs this exact string.
 */
export const prepaintScript = `(function(){try{
var d=document.documentElement,L=["en","ar","fr"],s=window.localStorage,cur=d.lang;
d.setAttribute("data-js","");
var m=/^\\/(dz|ma)(\\/|$)/.exec(location.pathname),region=m?m[1]:"global";
s.setItem("region",region);s.setItem("hasSubPath",region!=="global"?"true":"false");
var q=new URLSearchParams(location.search).get("lang");
var ck=function(){var c=/(?:^|;\\s*)lang=([^;]*)/.exec(document.cookie);return c?c[1]:null};
if(L.indexOf(q)>-1||L.indexOf(ck())>-1){s.setItem("lang",cur);sessionStorage.removeItem("lang-reload");return}
var want=s.getItem("lang");
if(L.indexOf(want)>-1&&want!==cur&&!sessionStorage.getItem("lang-reload")){
document.cookie="lang="+want+";path=/;max-age=31536000;samesite=lax"+(location.protocol==="https:"?";secure":"");
if(ck()===want){sessionStorage.setItem("lang-reload","1");location.reload()}}
}catch(e){}})();`;
