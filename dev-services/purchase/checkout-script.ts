/**
 * The embedded checkout's script body. It reads its configuration from `config` (inlined as
 * JSON), attaches listeners (no inline handler attributes, no eval) and places the order
 * through the app's same-origin proxy. Written as ES5 so any browser runs it.
 */
export const CHECKOUT_SCRIPT = `
var form = document.getElementById(config.formId);
if (!form || form.getAttribute('data-nf-bound') === '1') return;
form.setAttribute('data-nf-bound', '1');
var error = document.getElementById(config.errorId);
var button = form.querySelector('button[type="submit"]');
var idleLabel = button ? button.textContent : '';
function field(name) {
  var el = form.elements.namedItem(name);
  return el && typeof el.value === 'string' ? el.value.trim() : '';
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
form.addEventListener('input', function (event) {
  if (event.target && event.target.removeAttribute) event.target.removeAttribute('aria-invalid');
});
form.addEventListener('submit', function (event) {
  event.preventDefault();
  if (typeof form.reportValidity === 'function' && !form.reportValidity()) return;
  if (error) { error.hidden = true; error.textContent = ''; }
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
        var url = config.confirmationUrl;
        window.location.assign(url + (url.indexOf('?') === -1 ? '?' : '&') + 'orderId=' + encodeURIComponent(orderId));
        return;
      }
      var fields = result.body.fields || {};
      Object.keys(fields).forEach(function (name) {
        var el = form.elements.namedItem(name);
        if (el && el.setAttribute) el.setAttribute('aria-invalid', 'true');
      });
      showError(result.status === 400 ? config.texts.invalid : result.status === 409 ? config.texts.conflict : config.texts.failed);
      setBusy(false);
    })
    .catch(function () {
      showError(config.texts.failed);
      setBusy(false);
    });
});
`;
