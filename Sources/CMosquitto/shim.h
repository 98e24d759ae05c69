// Umbrella header of the CMosquitto system library (see module.modulemap): the client API and the
// MQTT 5 property identifiers.
#ifndef TRELLIS_CMOSQUITTO_SHIM_H
#define TRELLIS_CMOSQUITTO_SHIM_H

#include <mosquitto.h>
#include <mqtt_protocol.h>

#endif
