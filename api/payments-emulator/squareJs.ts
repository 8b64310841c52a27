/**
 * The emulator's square.js: `window.Square.payments(appId, locationId).card()` like Square's Web
 * Payments SDK, but with plain labelled inputs instead of Square's iframe. It maps Square's
 * documented sandbox test cards to single-use nonces the emulated API recognises. Only the outcome
 * and the card's public facts (brand, last 4, expiry) are sent; the number and CVV stay here.
 */
export const squareJs = String.raw`(function () {
  'use strict';
  if (window.Square) return;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/square\.js(\?.*)?$/, '') : '/square-emulator';
  var TEST_CARDS = {
    '4111111111111111': ['VISA', 'ok'],
    '4000000000000002': ['VISA', 'declined'],
    '5105105105105100': ['MASTERCARD', 'ok'],
    '6011000000000004': ['DISCOVER', 'ok'],
    '30000000000004': ['DISCOVER_DINERS', 'ok'],
    '3569990010095841': ['JCB', 'ok'],
    '340000000000009': ['AMERICAN_EXPRESS', 'ok'],
    '6222988812340000': ['CHINA_UNIONPAY', 'ok']
  };
  var FIELDS = [
    { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', placeholder: '4111 1111 1111 1111', mode: 'numeric' },
    { name: 'expirationDate', label: 'Expiration date (MM/YY)', autocomplete: 'cc-exp', placeholder: 'MM/YY', mode: 'numeric' },
    { name: 'cvv', label: 'CVV', autocomplete: 'cc-csc', placeholder: '111', mode: 'numeric' },
    { name: 'postalCode', label: 'Postal code', autocomplete: 'postal-code', placeholder: '12345', mode: 'text' }
  ];
  var counter = 0;

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length >= 12 && sum % 10 === 0;
  }

  function check(values) {
    var errors = [];
    var number = values.cardNumber.replace(/[\s-]/g, '');
    var known = TEST_CARDS[number];
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'Card number is not valid.' });
    } else if (!known) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'This sandbox accepts only Square test cards, such as 4111 1111 1111 1111.' });
    }
    var exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expirationDate);
    var month = exp ? Number(exp[1]) : 0;
    var year = exp ? Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]) : 0;
    var now = new Date();
    var expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    if (!exp || month < 1 || month > 12) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'expirationDate', message: 'Expiration date is not valid.' });
    } else if (expired) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'expirationDate', message: 'This card has expired.' });
    }
    var cvvLength = known && known[0] === 'AMERICAN_EXPRESS' ? 4 : 3;
    if (!new RegExp('^\\d{' + cvvLength + '}$').test(values.cvv.trim())) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'cvv', message: 'CVV is not valid.' });
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(values.postalCode.trim())) {
      errors.push({ type: 'VALIDATION_ERROR', field: 'postalCode', message: 'Postal code is not valid.' });
    }
    if (errors.length) return { errors: errors };
    var outcome = known[1];
    if (outcome === 'ok' && values.cvv.trim() === '911') outcome = 'rejected-cvv';
    else if (outcome === 'ok' && values.postalCode.trim() === '99999') outcome = 'rejected-postalcode';
    else if (outcome === 'ok' && month === 1 && year === 2040) outcome = 'rejected-expiration';
    return { outcome: outcome, card: { card_brand: known[0], last_4: number.slice(-4), exp_month: month, exp_year: year } };
  }

  function style(el, css) { for (var k in css) el.style[k] = css[k]; }

  function Card(appId, locationId) {
    this.appId = appId;
    this.locationId = locationId;
    this.root = null;
    this.inputs = {};
    this.messages = {};
    this.listeners = {};
  }
  Card.prototype.emit = function (type, field) {
    (this.listeners[type] || []).forEach(function (cb) { cb({ type: type, detail: { field: field } }); });
  };
  Card.prototype.addEventListener = function (type, cb) { (this.listeners[type] = this.listeners[type] || []).push(cb); };
  Card.prototype.removeEventListener = function (type, cb) {
    this.listeners[type] = (this.listeners[type] || []).filter(function (x) { return x !== cb; });
  };
  Card.prototype.attach = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) return Promise.reject(new Error('Card container not found: ' + target));
    var self = this;
    var root = document.createElement('div');
    root.setAttribute('data-square-emulator', 'card');
    // minmax(0, 1fr): the columns may shrink below the inputs' intrinsic width on a narrow phone.
    style(root, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '12px' });
    var id = 'sq-emu-' + (++counter);
    FIELDS.forEach(function (f, i) {
      var wrap = document.createElement('div');
      style(wrap, { gridColumn: i === 0 ? '1 / -1' : 'auto', display: 'flex', flexDirection: 'column', gap: '4px', minWidth: '0' });
      var label = document.createElement('label');
      label.htmlFor = id + '-' + f.name;
      label.textContent = f.label;
      // The label takes the row's spare height, so inputs side by side line up when one label wraps.
      style(label, { fontSize: '14px', fontWeight: '500', color: '#1f2937', flexGrow: '1' });
      var input = document.createElement('input');
      input.id = id + '-' + f.name;
      input.name = f.name;
      input.type = 'text';
      input.inputMode = f.mode;
      input.autocomplete = f.autocomplete;
      input.placeholder = f.placeholder;
      input.setAttribute('aria-describedby', id + '-' + f.name + '-error');
      style(input, { width: '100%', boxSizing: 'border-box', border: '1px solid #6b7280', borderRadius: '6px', padding: '8px 10px', fontSize: '16px', color: '#111827', background: '#fff' });
      input.addEventListener('focus', function () { self.emit('focusClassAdded', f.name); });
      input.addEventListener('blur', function () { self.emit('focusClassRemoved', f.name); });
      var message = document.createElement('p');
      message.id = id + '-' + f.name + '-error';
      style(message, { margin: '0', fontSize: '13px', color: '#b91c1c', minHeight: '0' });
      wrap.appendChild(label);
      wrap.appendChild(input);
      wrap.appendChild(message);
      root.appendChild(wrap);
      self.inputs[f.name] = input;
      self.messages[f.name] = message;
    });
    host.appendChild(root);
    this.root = root;
    return Promise.resolve();
  };
  Card.prototype.showErrors = function (errors) {
    var self = this;
    FIELDS.forEach(function (f) {
      var error = errors.filter(function (e) { return e.field === f.name; })[0];
      self.messages[f.name].textContent = error ? error.message : '';
      if (error) self.inputs[f.name].setAttribute('aria-invalid', 'true');
      else self.inputs[f.name].removeAttribute('aria-invalid');
    });
    if (errors.length) this.emit('errorClassAdded', errors[0].field);
  };
  Card.prototype.tokenize = function () {
    var self = this;
    if (!this.root) return Promise.resolve({ status: 'Error', errors: [{ type: 'UNEXPECTED', message: 'The card form is not attached.' }] });
    var values = {};
    FIELDS.forEach(function (f) { values[f.name] = self.inputs[f.name].value; });
    var result = check(values);
    this.showErrors(result.errors || []);
    if (result.errors) {
      var first = self.inputs[result.errors[0].field];
      if (first) first.focus();
      return Promise.resolve({ status: 'Invalid', errors: result.errors });
    }
    return fetch(base + '/v1/card-nonce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ application_id: self.appId, location_id: self.locationId, outcome: result.outcome, card: result.card })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) return { status: 'Error', errors: [{ type: 'UNEXPECTED', message: (body.errors && body.errors[0] && body.errors[0].detail) || 'Tokenization failed.' }] };
        var c = body.card;
        return { status: 'OK', token: body.token, details: { method: 'Card', card: { brand: c.card_brand, last4: c.last_4, expMonth: c.exp_month, expYear: c.exp_year } } };
      });
    }, function () {
      return { status: 'Error', errors: [{ type: 'UNEXPECTED', message: 'Could not reach the sandbox.' }] };
    });
  };
  Card.prototype.destroy = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
    return Promise.resolve(true);
  };

  window.Square = {
    payments: function (applicationId, locationId) {
      if (typeof applicationId !== 'string' || applicationId.indexOf('sandbox-sq0idb-') !== 0) {
        throw new Error("The Payment 'applicationId' option is not in the correct format.");
      }
      if (!locationId) throw new Error('A location id is required.');
      return {
        card: function () { return Promise.resolve(new Card(applicationId, locationId)); },
        setLocale: function () { return Promise.resolve(); }
      };
    }
  };
})();
`
