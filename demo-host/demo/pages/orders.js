// The demo Orders page (orders.html): a store's reservations, live from /orders/events, moved through their
// statuses with POST /orders/{id}/status (demo-host/demo/demoOrders.ts). Every value from a reservation is put in
// the page as text (textContent), never as markup: names, items and reasons come from shoppers and stores.
(function () {
  var MOVE_WORDS = { accepted: 'Accept', ready: 'Mark ready', completed: 'Complete', cancelled: 'Cancel…' };
  var MODE_WORDS = { pickup: 'Pickup', delivery: 'Delivery', curbside: 'Curbside pickup' };
  var store = /^\d+$/.test(new URLSearchParams(location.search).get('store') || '') ? new URLSearchParams(location.search).get('store') : '1';
  var list = document.getElementById('orders');
  var status = document.getElementById('orders-status');
  var live = document.getElementById('orders-live');
  var money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  var when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  var shown = {}; // id → the reservation as last drawn

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    (children || []).forEach(function (child) {
      node.append(child); // a string becomes a text node
    });
    return node;
  }

  function customerOf(r) {
    var c = r.customer || {};
    var who = c.name || c.email || (c.guest ? 'Guest' : 'Account #' + r.user_id);
    return c.guest ? who + ' (guest)' : who;
  }

  // A curbside order: the car as the shopper described it, and the spot it is in (none while the shopper is not
  // parked yet, or where the store numbers no spots).
  function curbsideFacts(r) {
    if (r.reservation_mode !== 'curbside' || !r.curbside) return [];
    return [
      ['Car', r.curbside.vehicle],
      ['Spot', r.curbside.spot_number == null ? 'None given' : String(r.curbside.spot_number)],
    ];
  }

  function facts(r) {
    var rows = [
      ['Mode', MODE_WORDS[r.reservation_mode] || r.reservation_mode],
      ['Total', money.format(Number(r.amount) || 0)],
      ['Customer', customerOf(r)],
    ].concat(curbsideFacts(r));
    var dl = el('dl', { class: 'or-facts' });
    rows.forEach(function (row) {
      dl.append(el('dt', {}, [row[0]]), el('dd', {}, [row[1]]));
    });
    return dl;
  }

  function items(r) {
    return el(
      'ul',
      { class: 'or-items', 'aria-label': 'Items' },
      (r.products || []).map(function (line) {
        return el('li', {}, [line.count + ' × ' + line.name + (line.brand ? ' (' + line.brand + ')' : '')]);
      }),
    );
  }

  function cancelForm(card, r) {
    var inputId = 'or-reason-' + r.id;
    var input = el('input', { id: inputId, name: 'reason', required: '', maxlength: '500', autocomplete: 'off' });
    var keep = el('button', { type: 'button' }, ['Keep it']);
    var form = el('form', { class: 'or-cancel' }, [
      el('label', { for: inputId }, ['Reason for cancelling #' + r.id + ' (the shopper sees it)']),
      input,
      el('div', {}, [el('button', { type: 'submit' }, ['Cancel reservation']), keep]),
    ]);
    var close = function () {
      form.remove();
      var opener = card.querySelector('[data-move=cancelled]');
      if (opener) opener.focus();
    };
    keep.addEventListener('click', close);
    form.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') close();
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (input.value.trim() === '') return input.reportValidity();
      move(card, r, 'cancelled', input.value.trim());
    });
    return { form: form, input: input };
  }

  function actions(card, r) {
    var row = el('div', { class: 'or-actions' });
    (r.next_statuses || []).forEach(function (next) {
      var button = el('button', { type: 'button', 'data-move': next }, [MOVE_WORDS[next] || next]);
      button.addEventListener('click', function () {
        if (next !== 'cancelled') return move(card, r, next, null);
        if (card.querySelector('.or-cancel')) return card.querySelector('.or-cancel input').focus();
        var made = cancelForm(card, r);
        row.after(made.form);
        made.input.focus();
      });
      row.append(button);
    });
    return row;
  }

  function cardOf(r) {
    var headingId = 'or-title-' + r.id;
    var card = el('article', { class: 'or-card', 'aria-labelledby': headingId, 'data-id': String(r.id) });
    var head = el('div', { class: 'or-head' }, [
      el('h2', { id: headingId, tabindex: '-1' }, ['Reservation #' + r.id]),
      el('span', { class: 'or-badge', 'data-status': r.status }, [r.status_label || r.status]),
    ]);
    card.append(head, el('p', { class: 'or-when' }, ['Placed ' + when.format(new Date(r.created_at))]), facts(r), items(r));
    if (r.status === 'cancelled' && r.cancel_reason) card.append(el('p', { class: 'or-reason' }, ['Reason: ' + r.cancel_reason]));
    card.append(actions(card, r), el('p', { class: 'or-error', role: 'alert' }));
    return card;
  }

  /** Draws a reservation: a new one on top, a known one in place (focus stays in its card). */
  function draw(r, fresh) {
    var before = shown[r.id];
    if (before && before.updated_at >= r.updated_at) return; // what is drawn is as new (the move’s own event) or newer
    shown[r.id] = r;
    var card = cardOf(r);
    var item = list.querySelector('li[data-id="' + r.id + '"]');
    if (!item) {
      item = el('li', { 'data-id': String(r.id) });
      var next = Array.prototype.find.call(list.children, function (other) {
        return Number(other.getAttribute('data-id')) < r.id;
      });
      list.insertBefore(item, next || null);
      if (fresh) card.setAttribute('data-fresh', '');
    }
    var hadFocus = item.contains(document.activeElement);
    item.replaceChildren(card);
    if (hadFocus) (card.querySelector('.or-actions button') || card.querySelector('h2')).focus();
    count();
  }

  function count() {
    var n = Object.keys(shown).length;
    status.textContent = n === 0 ? 'No reservations yet. Place one in the embedded menu (Shop) and it appears here.' : n + (n === 1 ? ' reservation' : ' reservations') + ' of store ' + store + ', newest first.';
  }

  function move(card, r, to, reason) {
    var error = card.querySelector('.or-error');
    // Busy, not disabled: a disabled button loses the focus, which is to stay in the card for its next move.
    if (card.getAttribute('aria-busy') === 'true') return;
    card.setAttribute('aria-busy', 'true');
    error.textContent = '';
    fetch('/orders/' + r.id + '/status?store=' + store, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: to, reason: reason }) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) throw new Error(answer.message || 'The demo answered ' + response.status);
          draw(answer.reservation, false);
        });
      })
      .catch(function (failure) {
        card.removeAttribute('aria-busy');
        error.textContent = failure.message;
      });
  }

  function load() {
    return fetch('/orders.json?store=' + store, { cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error(response.status === 404 ? 'Orders are shown only to this machine (open the page through localhost).' : 'The demo site answered ' + response.status + '.');
        return response.json();
      })
      .then(function (answer) {
        answer.reservations
          .slice()
          .reverse()
          .forEach(function (r) {
            draw(r, false);
          });
        count();
      })
      .catch(function (failure) {
        status.textContent = 'Could not read the orders: ' + failure.message;
      });
  }

  function listen() {
    var source = new EventSource('/orders/events?store=' + store);
    source.addEventListener('ready', function () {
      live.textContent = 'Live';
      live.setAttribute('data-state', 'live');
    });
    source.addEventListener('reservation.created', function (event) {
      var r = JSON.parse(event.data);
      draw(r, true);
      status.textContent = 'New reservation #' + r.id + ' (' + (r.status_label || r.status) + ').';
    });
    source.addEventListener('reservation.updated', function (event) {
      draw(JSON.parse(event.data), false);
    });
    source.addEventListener('error', function () {
      // EventSource reconnects by itself; what was missed meanwhile is read again once it is back.
      live.textContent = 'Reconnecting…';
      live.setAttribute('data-state', 'down');
      source.addEventListener('ready', load, { once: true });
    });
  }

  load().then(listen);
})();
