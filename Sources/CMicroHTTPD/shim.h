#ifndef MEOWLS_CMICROHTTPD_SHIM_H
#define MEOWLS_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* NB: Swift cannot call C variadic functions, so the few variadic entry points
   MEOWLS needs are wrapped here with fixed signatures. */

typedef void *(*meowls_mhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

/* What meowls_mhd_start passes to MHD_start_daemon besides the callbacks. */
struct meowls_mhd_limits {
  unsigned int thread_pool_size;
  unsigned int connection_timeout;
  unsigned int connection_limit;
  unsigned int per_ip_connection_limit;
  size_t connection_memory_limit;
};

static inline struct MHD_Daemon *meowls_mhd_start(
    unsigned int flags, int listen_socket, struct meowls_mhd_limits limits,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    meowls_mhd_uri_logger uri_logger, void *uri_logger_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    MHD_NotifyConnectionCallback notify_connection, void *notify_connection_cls) {
  return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_cls,
      MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
      MHD_OPTION_THREAD_POOL_SIZE, limits.thread_pool_size,
      MHD_OPTION_CONNECTION_TIMEOUT, limits.connection_timeout,
      MHD_OPTION_CONNECTION_LIMIT, limits.connection_limit,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.per_ip_connection_limit,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.connection_memory_limit,
      MHD_OPTION_URI_LOG_CALLBACK, uri_logger, uri_logger_cls,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
      MHD_OPTION_NOTIFY_CONNECTION, notify_connection, notify_connection_cls,
      MHD_OPTION_END);
}

static inline const struct sockaddr *meowls_mhd_client_address(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info == NULL ? NULL : info->client_addr;
}

static inline int meowls_mhd_connection_fd(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}

/* The pointer the notify-connection callback stored for this connection. */
static inline void *meowls_mhd_socket_context(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info == NULL ? NULL : info->socket_context;
}

#endif
