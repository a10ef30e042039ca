import type { FrameStrings } from './en'

export const pt: FrameStrings = {
  approval: {
    requestedBy: 'Solicitado por',
    account: 'Conta',
    chain: 'Rede',
    signMessage: 'Assinar mensagem',
    message: 'Mensagem',
    signTypedData: 'Assinar dados estruturados',
    domain: 'Domínio',
    type: 'Tipo',
    data: 'Dados',
    sendTransaction: 'Enviar transação',
    to: 'Para',
    newContract: 'Novo contrato',
    value: 'Valor',
    maxNetworkFee: 'Taxa de rede máxima',
    reject: 'Recusar',
    approve: 'Aprovar',
    rejectLabel: (title) => `Recusar: ${title}`,
    approveLabel: (title) => `Aprovar: ${title}`,
  },
  recovery: {
    usePasskey: 'Usar chave de acesso',
    recoveryPassword: 'Senha de recuperação',
    openWithPassword: 'Abrir com senha',
    cancel: 'Cancelar',
    restoreTitle: 'Abra sua carteira neste dispositivo',
    restoreText:
      'Esta carteira está protegida. Use a chave de acesso ou a senha de recuperação dela para abri-la aqui.',
    protectTitle: 'Proteja sua carteira',
    protectText:
      'Escolha como abrir esta carteira em um novo dispositivo. Sem nenhuma forma, só este dispositivo consegue abri-la.',
    createPasskey: 'Criar uma chave de acesso',
    repeatPassword: 'Repita a senha de recuperação',
    passwordsDiffer: 'As duas senhas são diferentes',
    setPassword: 'Definir uma senha de recuperação',
    exportTitle: 'Exporte sua chave privada',
    exportWarning:
      'Quem vê esta chave controla sua carteira. Nunca a compartilhe nem a cole em nenhum site.',
    confirmToShow: 'Confirme com sua chave de acesso ou senha de recuperação para mostrar a chave.',
    showPrivateKey: 'Mostrar chave privada',
    privateKey: 'Chave privada',
    copy: 'Copiar',
    copyFailed: 'Falha ao copiar',
    done: 'Concluído',
  },
  errors: {
    WEAK_RECOVERY_PASSWORD:
      'Escolha uma senha de recuperação mais forte: pelo menos 12 caracteres difíceis de adivinhar',
    WRONG_RECOVERY_PASSWORD: 'Essa senha de recuperação não abre esta carteira',
    PASSKEY_CANCELLED: 'O pedido da chave de acesso foi cancelado',
    PASSKEY_UNSUPPORTED:
      'Este navegador ou esta chave de acesso não consegue proteger uma carteira (sem a extensão PRF): use uma senha de recuperação',
    PASSKEY_INVALID: 'Não foi possível verificar a chave de acesso',
    SOMETHING_WENT_WRONG: 'Algo deu errado',
  },
  couldNotStart: 'Não foi possível iniciar o frame da carteira',
}
