import { BASE_PATH } from '@portal/domain/route/paths';
import { FALLBACK_LANGUAGE, FRENCH_INSTITUTE_ID, LANGUAGES } from '@portal/domain/shell/language';
import { THEMES } from '@portal/domain/shell/theme';
import { LOGIN_SHELL_ID, NO_LOGIN_SHELL_CLASS, SHELL_CLICKED_ATTRIBUTE, SHELL_PRESSING_ATTRIBUTE, SHELL_SUBMITTED_ATTRIBUTE } from '../../lib/login-shell.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

// As the router's basename (app.tsx): the build's base, /my-account.
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '') || BASE_PATH;
/**
 * The build files a signed-in page opened directly needs after the entry's (the shell's code, and
 * each directly opened screen's code and styles, by its path under the base): the gate asks for
 * them at once, in parallel with the entry, instead of one after the other as each module runs.
 */
export type SignedInPreloads = { common: readonly string[]; screens: Readonly<Record<string, readonly string[]>> };

/** The longest the app waits for the shell's first paint to be reported. */
const PAINT_WAIT_MS = 1000;

/**
 * The script index.html runs first thing in <body>, before the prerendered login page is parsed
 * (decision 053). One index.html answers every address under the base path, so it decides
 * whether the page the browser is about to paint may show the login shell at all:
 *  - only on the login routes (/, /userLogin without a single sign-on token): a signed-in user
 *    reloading /dashboard must not see a login form flash;
 *  - only with no stored session (the app would go on to the dashboard);
 *  - only when the app will speak English: the language is resolved as decision 006 does (the
 *    remembered French institute, the stored choice, the browser's languages), and any other
 *    language hides the shell rather than flash English text.
 * Otherwise <html> gets the class that hides it, and the page waits for the app as before.
 * It also puts the stored theme on <body> now, so the shell (and any page) paints in it, and
 * keeps the shell's form from being submitted by the browser: a Login sent before the app takes
 * over is marked on the shell, and the app sends it then (features/auth/login-form.tsx); the
 * last other button pressed is marked too, and pressed again on the app's page (lib/login-shell.ts);
 * a press under way is marked, so the app swaps the pages only once it has ended (a down on the
 * shell and an up on the app's page make no click at all).
 *
 * On a signed-in page opened directly (a session stored, a screen in `signedIn.screens`), it asks
 * at once for the shell's and that screen's files, which the app would otherwise discover one
 * module after another (issue 14: the dashboard's chain of requests); after the app's own, which
 * start everything: over HTTP/1.1's six connections, the framework asked last waited for a
 * whole queue of smaller files (on DevTools' slow 4G it arrived 2.8 s later).
 *
 * It fetches and starts the app (`entry`, the build's entry module, and the chunks it `imports`:
 * the prerender takes their <script> and <link rel=modulepreload> out of <head>). Without the
 * shell at once; with it, once the browser reports the shell's first contentful paint, or after
 * PAINT_WAIT_MS at the latest (where paint timing is missing, two frames after the document is
 * parsed; a frame's rAF alone is no proof: the frame is shown tens of ms later, and may come
 * while the parser is still before the form). Left in <head>, the module (framework included)
 * may run before anything is painted, on a slow phone for a few hundred milliseconds, and its
 * 90 KB share the line with the page: the form is painted first (and Lighthouse charges the first
 * paint with every script that arrived before it). It boots at once in a hidden tab (no frames)
 * and when the address carries credentials, which the app must take out of it before the page
 * has loaded [LOGIN-AUTO-1]; always after the document is parsed, as a module in <head> would.
 *
 * Written as ES5 in a string: it runs inline, before any module, and its SHA-256 is in the
 * page's Content-Security-Policy (apps/server/src/plugins/web-app.ts).
 */
export function loginGateScript(entry: string, imports: readonly string[], signedIn: SignedInPreloads = { common: [], screens: {} }): string {
  const loginPath = new RegExp(`^${BASE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/(userLogin/?)?$`);
  const constants = {
    themes: THEMES,
    languages: LANGUAGES,
    fallback: FALLBACK_LANGUAGE,
    french: String(FRENCH_INSTITUTE_ID),
    keys: { theme: STORAGE_KEYS.theme, language: STORAGE_KEYS.language, institute: STORAGE_KEYS.instituteId, session: STORAGE_KEYS.session },
  };
  return `(function(){var c=${JSON.stringify(constants)},login=${String(loginPath)},base=${JSON.stringify(BASE)},signed=${JSON.stringify(signedIn)},fetching=false,started=false;
function add(tag,attrs){var e=document.createElement(tag);e.crossOrigin='';for(var k in attrs)e[k]=attrs[k];document.head.appendChild(e)}
function fetchAll(){if(fetching)return;fetching=true;var m=${JSON.stringify([entry, ...imports])};for(var i=0;i<m.length;i++)add('link',{rel:'modulepreload',href:m[i]})}
function boot(){if(started)return;started=true;fetchAll();add('script',{type:'module',src:${JSON.stringify(entry)}})}
function parsed(f){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f);else f()}
function start(){fetchAll();parsed(boot)}
function preloadScreen(){var p=location.pathname,own=p.indexOf(base)===0?p.slice(base.length):'';if(own.charAt(own.length-1)==='/')own=own.slice(0,-1);
var s=signed.screens.hasOwnProperty(own)?signed.screens[own]:null;if(!s)return;var all=signed.common.concat(s);
for(var i=0;i<all.length;i++)add('link',all[i].slice(-4)==='.css'?{rel:'preload',as:'style',href:all[i]}:{rel:'modulepreload',href:all[i]})}
function get(k){try{return localStorage.getItem(k)}catch(e){return null}}
var theme=get(c.keys.theme);if(c.themes.indexOf(theme)>=0)document.body.className=theme;
var lang=get(c.keys.language);if(c.languages.indexOf(lang)<0){lang=c.fallback;var tags=navigator.languages||[];
for(var i=0;i<tags.length;i++){var b=String(tags[i]).toLowerCase().split('-')[0];if(c.languages.indexOf(b)>=0){lang=b;break}}}
if(get(c.keys.institute)===c.french)lang='fr';
var show=login.test(location.pathname)&&!/[?&]token(=|&|$)/.test(location.search)&&get(c.keys.session)===null&&lang===c.fallback;
if(!show){document.documentElement.className+=' ${NO_LOGIN_SHELL_CLASS}';start();if(get(c.keys.session)!==null)preloadScreen();return}
function inShell(e){return e.target&&e.target.closest?e.target.closest('#${LOGIN_SHELL_ID}'):null}
document.addEventListener('submit',function(e){var s=inShell(e);if(s){e.preventDefault();s.setAttribute('${SHELL_SUBMITTED_ATTRIBUTE}','')}},true);
document.addEventListener('click',function(e){var s=inShell(e),b=s&&e.target.closest('button');if(!b||b.type==='submit')return;
var all=s.querySelectorAll('button');for(var i=0;i<all.length;i++)if(all[i]===b)s.setAttribute('${SHELL_CLICKED_ATTRIBUTE}',String(i))},true);
document.addEventListener('pointerdown',function(e){var s=inShell(e);if(s)s.setAttribute('${SHELL_PRESSING_ATTRIBUTE}','')},true);
function released(){var s=document.getElementById('${LOGIN_SHELL_ID}');if(s)s.removeAttribute('${SHELL_PRESSING_ATTRIBUTE}')}
document.addEventListener('pointerup',released,true);document.addEventListener('pointercancel',released,true);
if(document.visibilityState==='hidden'||/[?&](user|password)=/.test(location.search))return start();
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('paint')<0)return parsed(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(boot,0)})})});
var seen=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){seen.disconnect();start()}});
seen.observe({type:'paint',buffered:true});setTimeout(start,${PAINT_WAIT_MS})})();`;
}
