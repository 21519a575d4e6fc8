/**
 * The embedded checkout's script body. It reads its configuration from `config` (inlined as
 * JSON), attaches listeners (no inline handler attributes, no eval) and places the order
 * through the app's same-origin proxy. Written as ES5 so any browser runs it.
 *
 * The form is `novalidate`: the script checks each field itself (empty, too short, email shape,
 * the input's own pattern), shows the field's message in the checkout's language under it
 * (aria-describedby, aria-invalid), announces a summary (role="alert") and focuses the first
 * field to fix. The service's 400 answer marks its fields the same way.
 *
 * The checkout keeps what the shopper typed (2026-11-25): the host page re-mounts
 * the snippet when the cart or rebate code changes, so the values live in the page's memory per cart
 * (`window.__nfCheckoutDraft`, never in storage) and fill the new form; an order placed forgets them.
 * The postal code is rewritten to the market's form when the field is left ("11122" → "111 22",
 * "DK-2100" → "2100"; 2026-11-25).
 */
export const CHECKOUT_SCRIPT = `
var form = document.getElementById(config.formId);
if (!form || form.getAttribute('data-nf-bound') === '1') return;
form.setAttribute('data-nf-bound', '1');
var error = document.getElementById(config.errorId);
var button = form.querySelector('button[type="submit"]');
var idleLabel = button ? button.textContent : '';
var EMAIL = /^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$/;
function input(name) {
  var el = form.elements.namedItem(name);
  return el && typeof el.value === 'string' ? el : null;
}
var drafts = window.__nfCheckoutDraft || (window.__nfCheckoutDraft = {});
var draft = drafts[config.cartId] || (drafts[config.cartId] = {});
function normalizePostal(el) {
  var digits = Number(el.getAttribute('data-postal-digits') || 0);
  var pattern = el.getAttribute('pattern');
  var value = el.value.trim();
  if (!digits || !pattern || !new RegExp('^(?:' + pattern + ')$').test(value)) return;
  var only = value.replace(/^[A-Za-z]+ ?-? ?/, '').replace(/[ -]/g, '');
  el.value = config.country === 'SE' ? only.slice(0, 3) + ' ' + only.slice(3) : only;
}
for (var d = 0; d < config.fields.length; d++) {
  var kept = input(config.fields[d].name);
  if (kept && typeof draft[kept.name] === 'string') kept.value = draft[kept.name];
}
function field(name) {
  var el = input(name);
  return el ? el.value.trim() : '';
}
function problem(spec) {
  var el = input(spec.name);
  if (!el) return null;
  var value = el.value.trim();
  if (value === '') return spec.required;
  var min = Number(el.getAttribute('minlength') || 0);
  if (value.length < min) return spec.invalid;
  if (el.type === 'email' && !EMAIL.test(value)) return spec.invalid;
  var pattern = el.getAttribute('pattern');
  if (pattern && !new RegExp('^(?:' + pattern + ')$').test(value)) return spec.invalid;
  return null;
}
function mark(spec, message) {
  var el = input(spec.name);
  var note = el && document.getElementById(el.id + '-error');
  if (!el || !note) return;
  if (message) {
    note.textContent = message;
    note.hidden = false;
    el.setAttribute('aria-invalid', 'true');
    el.setAttribute('aria-describedby', note.id);
  } else {
    note.textContent = '';
    note.hidden = true;
    el.removeAttribute('aria-invalid');
    el.removeAttribute('aria-describedby');
  }
}
function specOf(name) {
  for (var i = 0; i < config.fields.length; i++) if (config.fields[i].name === name) return config.fields[i];
  return null;
}
function setBusy(busy) {
  if (!button) return;
  button.disabled = busy;
  button.textContent = busy ? config.texts.pending : idleLabel;
}
function showError(text) {
  if (!error) return;
  error.textContent = text;
  error.hidden = false;
}
function hideError() {
  if (error) { error.hidden = true; error.textContent = ''; }
}
form.addEventListener('input', function (event) {
  var target = event.target;
  var spec = target && target.name ? specOf(target.name) : null;
  if (spec) draft[target.name] = target.value;
  // A field that was marked is checked again as the shopper types, so the message goes once it is right.
  if (spec && target.getAttribute('aria-invalid') === 'true' && !problem(spec)) mark(spec, null);
});
form.addEventListener('change', function (event) {
  var target = event.target;
  if (!target || target.name !== 'postalCode') return;
  normalizePostal(target);
  draft.postalCode = target.value;
});
form.addEventListener('submit', function (event) {
  event.preventDefault();
  var postal = input('postalCode');
  if (postal) normalizePostal(postal);
  var first = null;
  for (var i = 0; i < config.fields.length; i++) {
    var spec = config.fields[i];
    var message = problem(spec);
    mark(spec, message);
    if (message && !first) first = input(spec.name);
  }
  if (first) {
    showError(config.texts.summary);
    first.focus();
    return;
  }
  hideError();
  setBusy(true);
  fetch(config.placeUrl, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      cartId: config.cartId,
      checkoutToken: config.checkoutToken,
      email: field('email'),
      shippingAddress: {
        fullName: field('fullName'),
        streetAddress: field('streetAddress'),
        postalCode: field('postalCode'),
        city: field('city'),
        country: config.country
      }
    })
  })
    .then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (body) {
        return { ok: res.ok, status: res.status, body: body || {} };
      });
    })
    .then(function (result) {
      var orderId = result.ok && result.body.data && result.body.data.orderId;
      if (orderId) {
        delete drafts[config.cartId];
        var url = config.confirmationUrl;
        window.location.assign(url + (url.indexOf('?') === -1 ? '?' : '&') + 'orderId=' + encodeURIComponent(orderId));
        return;
      }
      var fields = result.body.fields || {};
      var firstBad = null;
      Object.keys(fields).forEach(function (name) {
        var spec = specOf(name);
        if (!spec) return;
        mark(spec, spec.invalid);
        if (!firstBad) firstBad = input(name);
      });
      showError(result.status === 400 ? (firstBad ? config.texts.summary : config.texts.invalid) : result.status === 409 ? config.texts.conflict : config.texts.failed);
      setBusy(false);
      if (firstBad) firstBad.focus();
    })
    .catch(function () {
      showError(config.texts.failed);
      setBusy(false);
    });
});
`;
