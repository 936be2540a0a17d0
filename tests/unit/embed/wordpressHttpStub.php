<?php
// The WordPress functions the crawlable-menu shortcode of docs/recipes.md calls beyond wordpressStub.php's
// (wp-includes/http.php, option.php, class-wp-error.php, formatting.php, link-template.php), as WordPress defines
// them, answering from the test: CANOPY_TEST_ANSWER is the host's answer as JSON ({"status", "body"} or {"error"}).
// Every requested URL is kept in $canopy_test_requests, every transient in $canopy_test_transients.

define('MINUTE_IN_SECONDS', 60);

$canopy_test_requests = array();
$canopy_test_transients = array();

class WP_Error
{
    public $code;
    public $message;

    public function __construct($code = '', $message = '')
    {
        $this->code = $code;
        $this->message = $message;
    }
}

function is_wp_error($thing)
{
    return $thing instanceof WP_Error;
}

function wp_remote_get($url, $args = array())
{
    global $canopy_test_requests;
    $canopy_test_requests[] = array('url' => $url, 'timeout' => isset($args['timeout']) ? $args['timeout'] : null);
    $answer = json_decode(getenv('CANOPY_TEST_ANSWER'), true);
    if (isset($answer['error'])) {
        return new WP_Error('http_request_failed', $answer['error']);
    }
    return array('response' => array('code' => (int) $answer['status']), 'body' => $answer['body']);
}

function wp_remote_retrieve_response_code($response)
{
    return is_wp_error($response) ? '' : $response['response']['code'];
}

function wp_remote_retrieve_body($response)
{
    return is_wp_error($response) ? '' : $response['body'];
}

function get_transient($key)
{
    global $canopy_test_transients;
    return isset($canopy_test_transients[$key]) ? $canopy_test_transients[$key]['value'] : false;
}

function set_transient($key, $value, $expiration = 0)
{
    global $canopy_test_transients;
    $canopy_test_transients[$key] = array('value' => $value, 'expiration' => $expiration);
    return true;
}

function wp_unslash($value)
{
    return is_string($value) ? stripslashes($value) : $value;
}

function get_permalink()
{
    return 'https://partner.example/shop/';
}
